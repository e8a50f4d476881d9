/**
 * Every example of the API contract (../shared/docs/api-contract.md, read here as it stands),
 * answered by the demo server and read through the real parsers, shows the visitor what it says.
 */
import { camerasFeed } from '@/api/feeds/cameras';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { FeedPolling } from '@/api/feeds/polling';
import { CitySelect } from '@/features/network/city-select';
import { DomainChooser } from '@/features/network/domain-chooser';
import { LiveStatusPanel } from '@/features/status/live-status-panel';
import { SingleDomainSite } from '@/pages/single-domain-site';
import { server } from '../msw-server';
import { renderWithApp } from '../render';
import { polyfillRadixSelect } from '../features/network/radix-jsdom';

polyfillRadixSelect();

const CONTRACT = readFileSync(
  join(process.cwd(), '..', 'shared', 'docs', 'api-contract.md'),
  'utf8',
);

/** The first JSON example under the heading that names `call`. */
function example(call: string): unknown {
  const section = CONTRACT.split(/^## /m).find((part) => part.startsWith(`\`GET ${call}`));
  const json = section && /```json\n([\s\S]*?)```/.exec(section)?.[1];
  if (!json) throw new Error(`the contract has no JSON example for ${call}`);
  return JSON.parse(json);
}

function answer(path: string, body: unknown) {
  server.use(http.get(`*${path}`, () => HttpResponse.json(body as never)));
}

const part = (name: string) => screen.getByRole('region', { name });

describe('the contract examples, as a visitor sees them', () => {
  test('GET /api/system-status: the counts and each service in words', async () => {
    answer('/api/system-status', example('/api/system-status'));
    renderWithApp(<LiveStatusPanel />);
    const system = part('System Status');
    expect(await within(system).findByText('2/3 systems operational')).toBeVisible();
    expect(
      within(within(system).getByRole('list', { name: 'Connectivity' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NWSConnected', 'Metro TransitDisconnected', 'MnDOT GISConnected']);
  });

  test('GET /api/weather/nws-live: the reading, its units, and who read it', async () => {
    answer('/api/weather/nws-live', example('/api/weather/nws-live'));
    renderWithApp(<LiveStatusPanel />);
    const weather = part('Weather');
    const row = await within(weather).findByRole('listitem');
    for (const text of [
      'Minneapolis',
      'Hennepin County',
      '18°F',
      'Light Snow',
      'Wind 14 mph',
      'Humidity 72%',
    ])
      expect(row).toHaveTextContent(text);
    // Read in 2026: long ago, so the part says how long and that it is stale.
    expect(
      within(weather).getByText(/^National Weather Service · read \d+ days ago$/),
    ).toBeVisible();
    expect(within(weather).getByText('Stale')).toBeVisible();
  });

  test('GET /api/transit/metro-live: the alert with its severity in words', async () => {
    answer('/api/transit/metro-live', example('/api/transit/metro-live'));
    renderWithApp(<LiveStatusPanel />);
    const transit = part('Transit');
    const alert = await within(transit).findByRole('listitem');
    expect(alert).toHaveTextContent('Warning');
    expect(alert).toHaveTextContent('Route Blue Line');
    expect(alert).toHaveTextContent('Blue Line single-tracking');
    expect(within(transit).queryByText(/All services operating normally/)).toBeNull();
  });

  test('GET /api/cities: a missing population counts as 0 (Lilydale among the other cities)', async () => {
    answer('/api/cities', example('/api/cities'));
    const user = userEvent.setup();
    const { client } = renderWithApp(<CitySelect />);
    await waitFor(() => expect(client.getQueryState(['/api/cities'])?.status).toBe('success'));
    await user.click(await screen.findByRole('combobox', { name: 'Select city' }));
    const listbox = await screen.findByRole('listbox');
    const [major, other] = within(listbox).getAllByRole('group');
    expect(within(major!).getByRole('option', { name: 'Minneapolis' })).toBeInTheDocument();
    expect(within(other!).getByRole('option', { name: 'Lilydale' })).toBeInTheDocument();
  });

  test('GET /api/owned-domains: the site in its county with its local page', async () => {
    answer('/api/owned-domains', example('/api/owned-domains?active=true'));
    renderWithApp(<DomainChooser />);
    const chooser = part('Select Your Local News Site');
    expect(await within(chooser).findByRole('heading', { name: /Hennepin/ })).toBeVisible();
    expect(within(chooser).getByRole('link', { name: /Local Page/ })).toHaveAttribute(
      'href',
      '/domain/edinanews.com',
    );
  });

  test('GET /api/current-domain: the owned-domain record with its host is the city site', async () => {
    const [edina] = example('/api/owned-domains?active=true') as object[];
    answer('/api/current-domain', { ...edina, host: 'edinanews.com' });
    answer('/api/owned-domains', example('/api/owned-domains?active=true'));
    renderWithApp(
      <>
        <FeedPolling feeds={[camerasFeed]} />
        <SingleDomainSite />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Edina Local News' })).toBeVisible();
    expect(screen.getByText('News for Edina')).toBeVisible();
  });
});
