import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { NetworkBar } from '@/features/city-pages/network-bar';
import { NETWORK, site } from './owned-domains';
import { wholeText } from '../../support/whole-text';

const HUB = 'https://twincitieslive.news';

test('the hub, the county and this city as the current page, and the network button', () => {
  render(<NetworkBar domain={site()} domains={NETWORK} hubUrl={HUB} />);
  const bar = screen.getByRole('navigation', { name: 'Network' });
  expect(within(bar).getByRole('link', { name: 'Twin Cities Live' })).toHaveAttribute('href', HUB);
  expect(within(bar).getByText(wholeText('Hennepin County'))).toBeInTheDocument();
  expect(within(bar).getByText('Edina')).toHaveAttribute('aria-current', 'page');
  expect(within(bar).getByRole('button', { name: 'Twin Cities Network' })).toBeInTheDocument();
});

test('neighbours in the county and nearby sites link to their own https sites; a bad host never links', () => {
  render(<NetworkBar domain={site()} domains={NETWORK} hubUrl={HUB} />);
  const county = screen.getByRole('list', { name: 'Also in Hennepin County' });
  const links = within(county).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Bloomington', 'https://bloomingtonnews.com'],
  ]);
  const nearby = screen.getByRole('list', { name: 'Nearby' });
  expect(within(nearby).getByRole('link', { name: 'Saint Paul' })).toHaveAttribute(
    'href',
    'https://stpaulnews.com',
  );
  for (const link of screen.getAllByRole('link'))
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  expect(screen.queryByRole('link', { name: 'Bad' })).not.toBeInTheDocument();
});

test('while the list of sites is loading or failed, there are no neighbour links', () => {
  render(<NetworkBar domain={site()} domains={undefined} hubUrl={HUB} />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getAllByRole('link')).toHaveLength(1);
});

test('the button opens every site of the network, and Escape closes it', async () => {
  const user = userEvent.setup();
  render(<NetworkBar domain={site()} domains={NETWORK} hubUrl={HUB} />);
  await user.click(screen.getByRole('button', { name: 'Twin Cities Network' }));
  expect(await screen.findByRole('dialog', { name: 'Twin Cities Network' })).toBeVisible();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
