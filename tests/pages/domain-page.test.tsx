import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { HubRoutes } from '@/app/hub-routes';
import { DomainPage } from '@/pages/domain-page';
import { demoNews } from '@/mocks/responses';
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
const openDomainPage = (name: string) => renderWithApp(<HubRoutes />, { path: `/domain/${name}` });

describe('domain page: loading and data', () => {
  test('shows the loading screen while the domain list loads', async () => {
    answerLater('/api/owned-domains');
    openDomainPage('edina.news');
    expect(await screen.findByText('Loading Local News...')).toBeInTheDocument();
    expect(screen.getByText('Setting up your local news experience')).toBeInTheDocument();
  });

  test('shows breadcrumb, header, badges and the map', async () => {
    openDomainPage('edina.news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edina Local News' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Twin Cities' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Edina')).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByText(edina.description)).toBeInTheDocument();
    expect(within(main).getByText(wholeText('Hennepin County'))).toBeInTheDocument();
    expect(within(main).getByText('Community')).toBeInTheDocument();
    expect(within(main).getByRole('region', { name: 'Twin Cities map' })).toBeInTheDocument();
    expect(document.title).toBe('Edina Local News · Twin Cities Live');
  });

  test('the domain name is matched case-insensitively', async () => {
    openDomainPage('EDINA.NEWS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edina Local News' }),
    ).toBeInTheDocument();
  });

  test('Recent Local News: the 5 newest local stories with description, category and date', async () => {
    openDomainPage('edina.news');
    const region = await screen.findByRole('region', { name: 'Recent Local News' });
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(5));
    const expected = expectedFor(edina, 5);
    expect(articleTitles('Recent Local News')).toEqual(expected.titles);
    const first = within(region).getAllByRole('article')[0]!;
    const story = demoNews().find((item) => item.title === expected.titles[0])!;
    expect(within(first).getByText(story.description)).toBeInTheDocument();
    expect(within(first).getByText(story.category)).toBeInTheDocument();
    expect(first.querySelector('time')?.getAttribute('datetime')).toBeTruthy();
  });

  test('layer toggles and Live Data Active show the local counts', async () => {
    openDomainPage('edina.news');
    const { counts } = expectedFor(edina, 5);
    const cameras = await screen.findByRole('button', { name: `Cameras ${counts.cameras}` });
    expect(cameras).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: `Weather ${counts.stations}` })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `News ${counts.storiesShown}` }),
    ).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Live Data Active' });
    expect(within(live).getByText(`${counts.cameras} traffic cameras`)).toBeInTheDocument();
    expect(within(live).getByText(`${counts.stations} weather stations`)).toBeInTheDocument();
    expect(within(live).getByText(`${counts.stories} stories nearby`)).toBeInTheDocument();
    await userEvent.click(cameras);
    expect(cameras).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('domain page: filters', () => {
  test('"All Categories" comes first and a category filters the list', async () => {
    const user = userEvent.setup();
    openDomainPage('edina.news');
    await screen.findByRole('button', { name: /^News \d+$/ });
    await user.click(screen.getByRole('combobox', { name: 'News Categories' }));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('All Categories');
    await user.click(screen.getByRole('option', { name: 'Traffic' }));
    const expected = expectedFor(edina, 5, { category: 'Traffic', tag: 'all' });
    expect(expected.titles.length).toBeGreaterThan(0);
    await waitFor(() => expect(articleTitles('Recent Local News')).toEqual(expected.titles));
    expect(
      screen.getByRole('button', { name: `News ${expected.counts.storiesShown}` }),
    ).toBeInTheDocument();
  });

  test('a tag filters too, and no match shows the empty message', async () => {
    const user = userEvent.setup();
    openDomainPage('edina.news');
    await screen.findByRole('button', { name: /^News \d+$/ });
    await chooseOption(user, 'Tags', 'council');
    const expected = expectedFor(edina, 5, { category: 'all', tag: 'council' });
    await waitFor(() => expect(articleTitles('Recent Local News')).toEqual(expected.titles));
    await chooseOption(user, 'News Categories', 'Weather');
    expect(
      await screen.findByText('No local news available for the selected filters.'),
    ).toBeInTheDocument();
    expect(articleTitles('Recent Local News')).toEqual([]);
  });

  test('no Tags select when the local news has no tags', async () => {
    answer(
      '/api/news',
      demoNews().map((item) => ({ ...item, tags: [] })),
    );
    openDomainPage('edina.news');
    await screen.findByRole('button', { name: /^News [1-9]\d*$/ });
    expect(screen.getByRole('combobox', { name: 'News Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tags' })).not.toBeInTheDocument();
  });
});

describe('domain page: news feed states', () => {
  test('an empty feed shows the empty message', async () => {
    answer('/api/news', []);
    openDomainPage('edina.news');
    expect(
      await screen.findByText('No local news available for the selected filters.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'News 0' })).toBeInTheDocument();
  });

  test('a loading feed says so', async () => {
    answerLater('/api/news');
    openDomainPage('edina.news');
    const region = await screen.findByRole('region', { name: 'Recent Local News' });
    expect(within(region).getByText('Loading local news…')).toBeInTheDocument();
  });

  test('a failed feed shows its own message and the page still works', async () => {
    answer('/api/news', { message: 'down' }, 500);
    openDomainPage('edina.news');
    const region = await screen.findByRole('region', { name: 'Recent Local News' });
    expect(await within(region).findByText('Local news could not be loaded.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edina Local News' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'News –' })).toBeInTheDocument();
    expect(screen.getByText('Stories unavailable')).toBeInTheDocument();
  });
});

describe('domain page: unknown domain', () => {
  test('shows Domain Not Found and returns to the map', async () => {
    const user = userEvent.setup();
    const { location } = openDomainPage('nowhere.news');
    expect(await screen.findByRole('heading', { name: 'Domain Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested domain could not be found.')).toBeInTheDocument();
    expect(document.title).toBe('Domain Not Found · Twin Cities Live');
    await user.click(screen.getByRole('button', { name: 'Return to Twin Cities Map' }));
    expect(location.history?.at(-1)).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Domain Not Found' })).not.toBeInTheDocument();
  });

  test('a hostile name is shown as text, never as HTML', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = openDomainPage(encodeURI(hostile));
    expect(await screen.findByRole('heading', { name: 'Domain Not Found' })).toBeInTheDocument();
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  test('a failed domain list ends in Domain Not Found with a retry', async () => {
    answer('/api/owned-domains', { message: 'boom' }, 500);
    openDomainPage('edina.news');
    expect(await screen.findByRole('heading', { name: 'Domain Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Local news sites could not be looked up right now.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

test('a domain list that never answers ends in Domain Not Found, not an endless spinner', async () => {
  answerLater('/api/owned-domains');
  renderWithApp(<DomainPage domainName="edina.news" resolveTimeoutMs={50} />);
  expect(await screen.findByText('Loading Local News...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Domain Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('a failed camera feed shows "–" and "unavailable" instead of a count', async () => {
  answer('/api/traffic-cams', { message: 'down' }, 500);
  openDomainPage('edina.news');
  expect(await screen.findByText('Traffic cameras unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cameras –' })).toBeInTheDocument();
});
