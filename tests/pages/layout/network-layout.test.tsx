import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseOwnedDomains } from '@/api/feeds/owned-domains';
import { NetworkLayout, snowCityOf } from '@/pages/layout/network-layout';
import { demoDomains } from '@/mocks/responses';
import { useVisitor } from '@/state/visitor';
import { renderWithApp } from '../../render';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

const edina = parseOwnedDomains(demoDomains()).find((d) => d.domain === 'edina.news')!;

function Page({ withMap = false }: { withMap?: boolean }) {
  const { setSelectedCity } = useVisitor();
  return (
    <main>
      <h1>Page</h1>
      {withMap ? <div id="map">map</div> : null}
      <button type="button" onClick={() => setSelectedCity('Woodbury')}>
        pick Woodbury
      </button>
    </main>
  );
}

// The layout's lazy parts, compiled once before the tests: on a busy machine a first compile can
// take longer than a test's wait for the part it shows.
beforeAll(
  () =>
    Promise.all([
      import('@/pages/layout/network-sections'),
      import('@/features/network/layout-footer'),
      import('@/features/network/suggestion-card'),
    ]),
  120_000,
);

const follows = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('NetworkLayout, network mode', () => {
  test('skip link, header, suggestion, page, live status, chooser, footer, in that order', async () => {
    renderWithApp(
      <NetworkLayout mode="network">
        <Page />
      </NetworkLayout>,
    );
    const parts = [
      screen.getByRole('link', { name: 'Skip to map' }),
      screen.getByRole('banner'),
      await screen.findByRole('region', { name: 'Your Local News Site' }),
      screen.getByRole('main'),
      // Loaded as its own chunk after the page.
      await screen.findByRole('region', { name: 'Live Status' }),
      screen.getByRole('region', { name: 'Select Your Local News Site' }),
      screen.getByRole('contentinfo'),
    ];
    parts.slice(1).forEach((part, i) => expect(follows(parts[i]!, part)).toBe(true));
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  test('the header: brand to "/", parent site, city dropdown, LIVE, clock, pause', async () => {
    renderWithApp(
      <NetworkLayout mode="network">
        <Page />
      </NetworkLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Twin Cities Live' })).toHaveAttribute(
      'href',
      '/',
    );
    const parent = within(banner).getByRole('link', { name: /twincitieslive\.news/ });
    expect(parent).toHaveAttribute('href', 'https://twincitieslive.news');
    expect(parent).toHaveAttribute('target', '_blank');
    expect(parent).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(banner).getByRole('combobox', { name: 'Select city' })).toBeVisible();
    expect(within(banner).getByRole('status')).toHaveTextContent('LIVE');
    expect(banner.querySelector('time')).toHaveTextContent(/\d{1,2}:\d{2}:\d{2}/);
    expect(within(banner).getByRole('button', { name: 'Pause live updates' })).toBeVisible();
    expect(within(banner).queryByText('Local News & Updates')).toBeNull();
  });

  test('the skip link comes first on Tab and moves focus to the map', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <NetworkLayout mode="network">
        <Page withMap />
      </NetworkLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to map' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#map');
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('map');
  });

  test('without a map the skip link lands on the page content', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <NetworkLayout mode="network">
        <Page />
      </NetworkLayout>,
    );
    await user.click(screen.getByRole('link', { name: 'Skip to map' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  test('the footer county follows the chosen city', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <NetworkLayout mode="network">
        <Page />
      </NetworkLayout>,
    );
    // The footer's code downloads after the first paint.
    const footer = await screen.findByRole('contentinfo');
    // No city and no position: the metro site, in Hennepin.
    expect(await within(footer).findByText('Hennepin County: 7 sites')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'pick Woodbury' }));
    expect(await within(footer).findByText('Washington County: 2 sites')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Your Local News Site' })).getByRole('link', {
        name: /Visit/,
      }),
    ).toHaveAttribute('href', 'https://woodbury.news');
  });
});

describe('NetworkLayout, domain mode', () => {
  test('flag, brand, domain name and "Local News & Updates"; no chooser or live panel', async () => {
    renderWithApp(
      <NetworkLayout mode="domain" domain={edina}>
        <Page />
      </NetworkLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('edina.news')).toBeVisible();
    expect(within(banner).getByText(/Local News & Updates/)).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Twin Cities Live' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(banner.querySelector('svg.lucide-flag')).not.toBeNull();
    expect(within(banner).getByRole('combobox', { name: 'Select city' })).toBeVisible();
    expect(within(banner).getByRole('status')).toHaveTextContent('LIVE');
    expect(screen.queryByRole('region', { name: 'Live Status' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Select Your Local News Site' })).toBeNull();
    // The footer's code downloads after the first paint.
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Hennepin County: 7 sites')).toBeVisible();
    expect(within(footer).getByRole('list', { name: 'Local communities' })).not.toHaveTextContent(
      'edina.news',
    );
  });

  test('the suggestion offers another site once the visitor picks its city, and optional props can hide or add sections', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApp(
      <NetworkLayout mode="domain" domain={edina}>
        <Page />
      </NetworkLayout>,
    );
    // Nothing says the visitor is elsewhere: the metro-wide site is not offered on a city's own.
    // (The footer's counts: the sites are in, and the card's code is loaded before the tests.)
    expect(
      await within(await screen.findByRole('contentinfo')).findByText('Hennepin County: 7 sites'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your Local News Site' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'pick Woodbury' }));
    expect(
      within(await screen.findByRole('region', { name: 'Your Local News Site' })).getByRole(
        'link',
        { name: /Visit/ },
      ),
    ).toHaveAttribute('href', 'https://woodbury.news');
    unmount();
    renderWithApp(
      <NetworkLayout mode="domain" domain={edina} showSuggestion={false} showNetworkSections>
        <Page />
      </NetworkLayout>,
    );
    expect(await screen.findByRole('region', { name: 'Live Status' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your Local News Site' })).toBeNull();
  });

  test('while the domain is still unknown the header shows no domain name', () => {
    renderWithApp(
      <NetworkLayout mode="domain" domain={null}>
        <Page />
      </NetworkLayout>,
    );
    expect(within(screen.getByRole('banner')).getByText('Local News & Updates')).toBeVisible();
  });
});

describe('snowCityOf', () => {
  test("a city's site shows its own snow emergencies; the metro-wide site, every city's", () => {
    const domains = parseOwnedDomains(demoDomains());
    const byName = (name: string) => domains.find((domain) => domain.domain === name)!;
    expect(snowCityOf(byName('minneapolis.news'))).toBe('Minneapolis');
    expect(snowCityOf(byName('saintpaul.news'))).toBe('Saint Paul');
    expect(snowCityOf(byName('twincities.news'))).toBeNull();
  });
});
