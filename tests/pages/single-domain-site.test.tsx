import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { SingleDomainSite } from '@/pages/single-domain-site';
import { demoDomains, demoNews } from '@/mocks/responses';
import { renderWithApp } from '../render';
import {
  answer,
  answerLater,
  articleTitles,
  chooseOption,
  demoDomain,
  expectedFor,
  installRadixPolyfills,
} from './city-page-support';
import { preloadRadixParts } from '../support/radix-parts';
import { wholeText } from '../support/whole-text';

preloadRadixParts();

beforeAll(installRadixPolyfills);

const edina = demoDomain('edina.news');
const edinaRecord = demoDomains().find((d) => d.domain === 'edina.news');
const hostIsEdina = () => answer('/api/current-domain', edinaRecord);

async function openEdinaSite() {
  hostIsEdina();
  const view = renderWithApp(<SingleDomainSite />);
  await screen.findByRole('heading', { level: 1, name: 'Edina Local News' });
  return view;
}

describe('city host: resolving the domain', () => {
  test('shows the loading texts while /api/current-domain is pending', async () => {
    answerLater('/api/current-domain');
    renderWithApp(<SingleDomainSite />);
    expect(await screen.findByText('Loading Local News...')).toBeInTheDocument();
    expect(screen.getByText('Setting up your local news experience')).toBeInTheDocument();
  });

  test.each([
    ['404 (no domain record)', { message: 'No domain for this host' }, 404, false],
    ['null', null, 200, false],
    // An answer in the wrong shape is a failure of the call: the page offers Try again.
    ['a record without a valid domain', { domain: 'not a host', city: 'X' }, 200, true],
    ['401 (treated as no record)', { message: 'nope' }, 401, false],
    ['500', { message: 'boom' }, 500, true],
  ])('%s ends in Domain Not Found', async (_name, body, status, failed) => {
    answer('/api/current-domain', body, status);
    renderWithApp(<SingleDomainSite />);
    expect(await screen.findByRole('heading', { name: 'Domain Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested domain could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Twin Cities Map' })).toBeInTheDocument();
    expect(screen.queryByRole('alert') !== null).toBe(failed);
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(failed);
  });

  test('a call that never answers ends in Domain Not Found, not an endless spinner', async () => {
    answerLater('/api/current-domain');
    renderWithApp(<SingleDomainSite resolveTimeoutMs={50} />);
    expect(await screen.findByText('Loading Local News...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Domain Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Local News...')).not.toBeInTheDocument();
  });

  test('a given domain name is resolved from the network list, case-insensitively', async () => {
    answer('/api/current-domain', { message: 'must not be asked' }, 500);
    renderWithApp(<SingleDomainSite domainName="EDINA.news" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edina Local News' }),
    ).toBeInTheDocument();
  });

  test('the page title names the city', async () => {
    await openEdinaSite();
    expect(document.title).toBe('Edina Local News · Twin Cities Live');
  });
});

describe('city host: network bar and title card', () => {
  test('hub link, county, city, siblings, nearby and the network list', async () => {
    const user = userEvent.setup();
    await openEdinaSite();
    const bar = screen.getByRole('navigation', { name: 'Network' });
    expect(within(bar).getByRole('link', { name: 'Twin Cities Live' })).toHaveAttribute(
      'href',
      'https://twincitieslive.news/',
    );
    expect(within(bar).getByText(wholeText('Hennepin County'))).toBeInTheDocument();
    expect(within(bar).getByText('Edina')).toHaveAttribute('aria-current', 'page');
    const siblings = await within(bar).findByRole('list', { name: 'Also in Hennepin County' });
    expect(
      within(siblings)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Minneapolis', 'https://minneapolis.news'],
      ['Bloomington', 'https://bloomington.news'],
      ['Plymouth', 'https://plymouth.news'],
    ]);
    const nearby = within(bar).getByRole('list', { name: 'Nearby' });
    expect(within(nearby).getAllByRole('link')).toHaveLength(2);
    expect(
      within(nearby)
        .getAllByRole('link')
        .every((a) => /^https:\/\/[a-z]+\.news$/.test(a.getAttribute('href') ?? '')),
    ).toBe(true);

    await user.click(within(bar).getByRole('button', { name: 'Twin Cities Network' }));
    const dialog = await screen.findByRole('dialog', { name: 'Twin Cities Network' });
    expect(within(dialog).getByRole('link', { name: 'Saint Paul' })).toHaveAttribute(
      'href',
      'https://saintpaul.news',
    );
    expect(within(dialog).getByRole('link', { name: /Edina/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('without the network list the bar still shows hub, county and city', async () => {
    answer('/api/owned-domains', { message: 'down' }, 500);
    await openEdinaSite();
    const bar = screen.getByRole('navigation', { name: 'Network' });
    expect(within(bar).getByRole('link', { name: 'Twin Cities Live' })).toBeInTheDocument();
    expect(within(bar).queryByRole('list')).not.toBeInTheDocument();
  });

  test('"Network Hub" and "All Sites" open the parent site in a new tab', async () => {
    await openEdinaSite();
    // The title card's links; the footer carries its own pair.
    const main = screen.getByRole('main');
    for (const name of ['Network Hub', 'All Sites']) {
      const link = within(main).getByRole('link', { name });
      expect(link).toHaveAttribute('href', 'https://twincitieslive.news/');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(edina.description)).toBeInTheDocument();
  });
});

describe('city host: Local Data and Latest Local News', () => {
  test('the 8 newest local stories, each linking out in a new tab', async () => {
    await openEdinaSite();
    const region = screen.getByRole('region', { name: 'Latest Local News' });
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(8));
    expect(articleTitles('Latest Local News')).toEqual(expectedFor(edina, 8).titles);
    for (const link of within(region).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  test('stories with "#", javascript: or no url have no link', async () => {
    const base = demoNews()[7]!; // Edina story
    answer('/api/news', [
      { ...base, id: 'ok', title: 'Real link', url: 'https://example.org/ok' },
      { ...base, id: 'hash', title: 'Hash link', url: '#' },
      { ...base, id: 'js', title: 'Script link', url: 'javascript:alert(1)' },
      { ...base, id: 'none', title: 'No link', url: undefined },
    ]);
    await openEdinaSite();
    const region = screen.getByRole('region', { name: 'Latest Local News' });
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(4));
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://example.org/ok']);
    expect(within(region).getAllByText('External link not available')).toHaveLength(3);
  });

  test('Show/Hide toggles flip for Traffic, Weather and News', async () => {
    const user = userEvent.setup();
    await openEdinaSite();
    const panel = screen.getByRole('region', { name: 'Local Data' });
    for (const layer of ['Traffic', 'Weather', 'News']) {
      await user.click(within(panel).getByRole('button', { name: `Hide ${layer}` }));
      expect(within(panel).getByRole('button', { name: `Show ${layer}` })).toBeInTheDocument();
    }
    await user.click(within(panel).getByRole('button', { name: 'Show News' }));
    expect(within(panel).getByRole('button', { name: 'Hide News' })).toBeInTheDocument();
  });

  test('the Categories select filters the list', async () => {
    const user = userEvent.setup();
    await openEdinaSite();
    await waitFor(() => expect(articleTitles('Latest Local News')).toHaveLength(8));
    await chooseOption(user, 'Categories', 'Transit');
    const expected = expectedFor(edina, 8, { category: 'Transit', tag: 'all' }).titles;
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(articleTitles('Latest Local News')).toEqual(expected));
  });

  test('an empty feed says so', async () => {
    answer('/api/news', []);
    await openEdinaSite();
    expect(await screen.findByText('No local news available at this time.')).toBeInTheDocument();
  });

  test('a loading feed says so', async () => {
    answerLater('/api/news');
    await openEdinaSite();
    const region = screen.getByRole('region', { name: 'Latest Local News' });
    expect(within(region).getByText('Loading local news…')).toBeInTheDocument();
  });

  test('a failed feed shows its message; the rest of the page stays', async () => {
    answer('/api/news', { message: 'down' }, 503);
    await openEdinaSite();
    const region = screen.getByRole('region', { name: 'Latest Local News' });
    expect(await within(region).findByText('Local news could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Twin Cities map' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Local Data' });
    expect(within(panel).getByText('Unavailable')).toBeInTheDocument();
  });
});

test('"Try again" after a timeout shows the loading screen again, then the city', async () => {
  const user = userEvent.setup();
  answerLater('/api/current-domain');
  renderWithApp(<SingleDomainSite resolveTimeoutMs={50} />);
  await screen.findByRole('heading', { name: 'Domain Not Found' });
  hostIsEdina();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Edina Local News' }),
  ).toBeInTheDocument();
});
