import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { SingleDomainSite } from '@/pages/single-domain-site';
import { demoDomains } from '@/mocks/responses';
import { renderWithApp } from '../render';
import { answer, installRadixPolyfills } from './city-page-support';
import { clearRecordedProps, lastMap, layoutProps } from './layout-props-fixtures';

vi.mock('@/features/map/metro-map', async () => ({
  MetroMap: (await import('./layout-props-fixtures')).RecordingMetroMap,
}));
vi.mock('@/pages/layout/network-layout', async () => ({
  NetworkLayout: (await import('./layout-props-fixtures')).RecordingNetworkLayout,
}));

beforeAll(installRadixPolyfills);
clearRecordedProps();

describe('the local map gets the domain, layers and the news filter', () => {
  test('the city host uses the domain layout with its domain and hides Traffic on the map', async () => {
    const user = userEvent.setup();
    answer(
      '/api/current-domain',
      demoDomains().find((d) => d.domain === 'edina.news'),
    );
    renderWithApp(<SingleDomainSite />);
    await screen.findByRole('heading', { name: 'Edina Local News' });
    expect(layoutProps.at(-1)?.mode).toBe('domain');
    expect(layoutProps.at(-1)?.domain?.domain).toBe('edina.news');
    await user.click(screen.getByRole('button', { name: 'Hide Traffic' }));
    expect(lastMap().state.layers).toEqual({
      cameras: false,
      weather: true,
      news: true,
      transit: true,
    });
  });
});
