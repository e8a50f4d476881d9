// The API contract's examples (tests/api/contract-fixtures.ts), as a visitor sees them on the live status panel.
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { LiveStatusPanel } from '@/features/status/live-status-panel';
import { answer, example } from '../../api/contract-fixtures';
import { renderWithApp } from '../../render';
import { polyfillRadixSelect } from '../network/radix-jsdom';

polyfillRadixSelect();

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
});
