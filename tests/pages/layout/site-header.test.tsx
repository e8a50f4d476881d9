import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SiteHeader } from '@/pages/layout/site-header';
import { renderWithApp } from '../../render';
import { site } from '../../features/city-pages/owned-domains';

const banner = () => screen.getByRole('banner');

test('the network header: home, the parent site in a new tab (said so), and the live controls', () => {
  renderWithApp(<SiteHeader mode="network" />);
  const header = banner();
  expect(within(header).getByRole('link', { name: 'Twin Cities Live' })).toHaveAttribute(
    'href',
    '/',
  );
  const parent = within(header).getByRole('link', { name: 'twincitieslive.news' });
  expect(parent).toHaveAttribute('href', 'https://twincitieslive.news');
  expect(parent).toHaveAttribute('target', '_blank');
  expect(parent).toHaveAttribute('rel', 'noopener noreferrer');
  expect(parent).toHaveAccessibleDescription('The network site, opens in a new tab');
  expect(within(header).getByRole('button', { name: 'Pause live updates' })).toBeInTheDocument();
});

test('a city\u2019s header: home, its domain as the feed gave it, and the tagline; no parent link', () => {
  renderWithApp(<SiteHeader mode="domain" domain={site({ domain: 'edinanews.com' })} />);
  const header = banner();
  expect(within(header).getByRole('link', { name: 'Twin Cities Live' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(within(header).getByText('edinanews.com')).toHaveAttribute('lang', 'en');
  expect(header).toHaveTextContent('Local News & Updates');
  expect(
    within(header).queryByRole('link', { name: 'twincitieslive.news' }),
  ).not.toBeInTheDocument();
});

test('a city\u2019s header before its record is known shows the tagline alone', () => {
  renderWithApp(<SiteHeader mode="domain" />);
  expect(banner()).toHaveTextContent('Local News & Updates');
  expect(within(banner()).queryByText('·')).not.toBeInTheDocument();
});
