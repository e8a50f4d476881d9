import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { parseOwnedDomains } from '@/api/feeds/owned-domains';
import { NetworkFooter } from '@/features/network/network-footer';
import { onHub } from '@/features/network/community-link';
import { demoDomains } from '@/mocks/responses';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

const demo = parseOwnedDomains(demoDomains());
const edina = demo.find((d) => d.domain === 'edina.news')!;
const footer = () => screen.getByRole('contentinfo');

describe('network footer', () => {
  test('county badge, ≤ 8 communities (≤ 2 per county, never the current site), parent links, 2025', async () => {
    renderWithApp(<NetworkFooter currentDomain={edina} />);
    expect(await within(footer()).findByText('Hennepin County: 7 sites')).toBeVisible();
    const list = within(footer()).getByRole('list', { name: 'Local communities' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(list).not.toHaveTextContent('edina.news');
    const counties = items.map((item) => item.textContent!.match(/(\w+) County/)![1]);
    for (const county of new Set(counties))
      expect(counties.filter((c) => c === county).length).toBeLessThanOrEqual(2);
    // On the hub (jsdom runs on localhost) a community links to its local page.
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/domain/bloomington.news');
    for (const name of ['Network Hub', 'All Sites']) {
      const link = within(footer()).getByRole('link', { name });
      expect(link).toHaveAttribute('href', 'https://twincitieslive.news');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens the network site in a new tab');
    }
    expect(within(footer()).getByText(/© 2025 Twin Cities Live Network/)).toBeVisible();
  });

  test('network mode: the county passed in is current, and no site is left out', async () => {
    renderWithApp(<NetworkFooter fallbackCounty="Ramsey" />);
    expect(await within(footer()).findByText('Ramsey County: 3 sites')).toBeVisible();
    expect(within(footer()).getAllByRole('listitem')).toHaveLength(8);
  });

  test('no county known: no badge', async () => {
    renderWithApp(<NetworkFooter />);
    await within(footer()).findByRole('list', { name: 'Local communities' });
    expect(within(footer()).queryByText(/County: \d+ sites?/)).toBeNull();
  });

  test('loading', () => {
    server.use(http.get('*/api/owned-domains', () => delay('infinite')));
    renderWithApp(<NetworkFooter currentDomain={edina} />);
    expect(within(footer()).getByText('Loading local communities…')).toBeVisible();
    expect(within(footer()).getByRole('link', { name: 'Network Hub' })).toBeVisible();
  });

  test('error', async () => {
    server.use(http.get('*/api/owned-domains', () => new HttpResponse('x', { status: 500 })));
    renderWithApp(<NetworkFooter currentDomain={edina} />);
    expect(
      await within(footer()).findByText('Local communities are temporarily unavailable.'),
    ).toBeVisible();
    expect(within(footer()).getByText(/© 2025/)).toBeVisible();
  });

  test('empty, or only the current site', async () => {
    server.use(http.get('*/api/owned-domains', () => HttpResponse.json([demoDomains()[2]])));
    renderWithApp(<NetworkFooter currentDomain={edina} />);
    expect(await within(footer()).findByText('No other local communities yet.')).toBeVisible();
    expect(within(footer()).getByText('Hennepin County: 1 site')).toBeVisible();
  });
});

describe('community links', () => {
  test('the hub is localhost or a configured hub host; anything else is a city host', () => {
    expect(onHub('localhost:5173')).toBe(true);
    expect(onHub('127.0.0.1:4173')).toBe(true);
    expect(onHub('edina.news')).toBe(false);
  });
});
