import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { DomainPage } from '@/pages/domain-page';
import { renderWithApp } from '../render';
import { chooseOption, installRadixPolyfills } from './city-page-support';
import { clearRecordedProps, lastMap, layoutProps } from './layout-props-fixtures';
import { preloadRadixParts } from '../support/radix-parts';

preloadRadixParts();

vi.mock('@/features/map/metro-map', async () => ({
  MetroMap: (await import('./layout-props-fixtures')).RecordingMetroMap,
}));
vi.mock('@/pages/layout/network-layout', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  NetworkLayout: (await import('./layout-props-fixtures')).RecordingNetworkLayout,
}));

beforeAll(installRadixPolyfills);
clearRecordedProps();

function viewportIsPhone(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: phone && query.includes('max-width: 767'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('the local map gets the domain, layers and the news filter', () => {
  test.each([
    [false, 'overview'],
    [true, 'detailed'],
  ])('phone=%s → style %s, every layer on, at the local zoom', async (phone, style) => {
    viewportIsPhone(phone);
    renderWithApp(<DomainPage domainName="edina.news" />);
    await screen.findByRole('heading', { name: 'Edina Local News' });
    expect(lastMap()).toMatchObject({
      showControls: false,
      state: {
        style,
        layers: { cameras: true, weather: true, news: true },
        zoom: 1.5,
        view: 'map',
      },
    });
    expect(lastMap().domain?.domain).toBe('edina.news');
  });

  test('layer toggles and the category reach the map', async () => {
    const user = userEvent.setup();
    renderWithApp(<DomainPage domainName="edina.news" />);
    await user.click(await screen.findByRole('button', { name: /^Weather \d+$/ }));
    expect(lastMap().state.layers).toEqual({
      cameras: true,
      weather: false,
      news: true,
      transit: true,
    });
    await screen.findByRole('button', { name: /^News \d+$/ });
    await chooseOption(user, 'News Categories', 'Traffic');
    await waitFor(() =>
      expect(lastMap().newsFilter?.({ category: 'Weather', tags: [] } as never)).toBe(false),
    );
    expect(lastMap().newsFilter?.({ category: 'Traffic', tags: [] } as never)).toBe(true);
  });

  test('the hub page uses the network layout', async () => {
    renderWithApp(<DomainPage domainName="edina.news" />);
    await screen.findByRole('heading', { name: 'Edina Local News' });
    // The hub's layout, with the weather alerts of the domain's county and its city's snow
    // emergencies only.
    expect(layoutProps.at(-1)).toEqual({
      mode: 'network',
      alertCounty: 'Hennepin',
      snowCity: 'Edina',
    });
  });
});
