import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { MetroMapProps } from '@/features/map/metro-map';
import type { NetworkLayoutProps } from '@/pages/layout/network-layout';
import { DomainPage } from '@/pages/domain-page';
import { SingleDomainSite } from '@/pages/single-domain-site';
import { demoDomains } from '@/mocks/responses';
import { renderWithApp } from '../render';
import { answer, chooseOption, installRadixPolyfills } from './city-page-support';

const mapProps: MetroMapProps[] = [];
const layoutProps: Omit<NetworkLayoutProps, 'children'>[] = [];

vi.mock('@/features/map/metro-map', () => ({
  MetroMap: (props: MetroMapProps) => {
    mapProps.push(props);
    return <section aria-label="Twin Cities map" />;
  },
}));
vi.mock('@/pages/layout/network-layout', () => ({
  NetworkLayout: ({ children, ...props }: NetworkLayoutProps & { children: ReactNode }) => {
    layoutProps.push(props);
    return <div>{children}</div>;
  },
}));

beforeAll(installRadixPolyfills);
afterEach(() => {
  mapProps.length = 0;
  layoutProps.length = 0;
  vi.unstubAllGlobals();
});

const lastMap = () => mapProps.at(-1)!;

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
    expect(lastMap().state.layers).toEqual({ cameras: true, weather: false, news: true });
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
    // The hub's layout, with the weather alerts of the domain's county only.
    expect(layoutProps.at(-1)).toEqual({ mode: 'network', alertCounty: 'Hennepin' });
  });

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
    expect(lastMap().state.layers).toEqual({ cameras: false, weather: true, news: true });
  });
});
