import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SuggestionCard, SuggestionCardView } from '@/features/network/suggestion-card';
import { SUGGESTION_DISMISSED_KEY } from '@/features/network/suggestion-dismissal';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import { stubResizeObserver } from '../../support/resize-observer';
import { domain, edina, minneapolis } from '../../domain/fixtures';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

const REGION = { name: 'Your Local News Site' };

/** A fake geolocation: answers with `position`, or never when it is 'never'. */
function mockGeolocation(position: { latitude: number; longitude: number } | 'never') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback) => {
        if (position !== 'never')
          success({ coords: position, timestamp: Date.now() } as unknown as GeolocationPosition);
      },
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  window.localStorage.clear();
  vi.useRealTimers();
});

function renderCard(ui = <SuggestionCard />) {
  const user = userEvent.setup();
  return {
    user,
    ...renderWithApp(
      <>
        {ui}
        <main>page</main>
      </>,
    ),
  };
}

describe('suggestion card', () => {
  test('without a position it offers the metro site, with a Visit link in a new tab', async () => {
    renderCard();
    const card = await screen.findByRole('region', REGION);
    expect(within(card).getByText('Minneapolis-Saint Paul')).toBeVisible();
    expect(within(card).getByText('News for the whole Twin Cities metro')).toBeVisible();
    const visit = within(card).getByRole('link', { name: /Visit/ });
    expect(visit).toHaveAttribute('href', 'https://twincities.news');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('button', { name: 'Maybe Later' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Close' })).toBeVisible();
  });

  test('a visitor near Edina is offered edina.news', async () => {
    mockGeolocation({ latitude: 44.8956, longitude: -93.3547 });
    renderCard();
    const card = await screen.findByRole('region', REGION);
    expect(within(card).getByRole('link', { name: /Visit/ })).toHaveAttribute(
      'href',
      'https://edina.news',
    );
    expect(within(card).getByText('Closest to your location')).toBeVisible();
  });

  test('while the position is pending it waits (no flip from metro to local), at most 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockGeolocation('never');
    renderCard();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.queryByRole('region', REGION)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(
      within(screen.getByRole('region', REGION)).getByRole('link', { name: /Visit/ }),
    ).toHaveAttribute('href', 'https://twincities.news');
  });

  test('loading: no card yet', () => {
    server.use(http.get('*/api/owned-domains', () => delay('infinite')));
    renderCard();
    expect(screen.queryByRole('region', REGION)).toBeNull();
  });

  test('error or no sites: no card', async () => {
    server.use(http.get('*/api/owned-domains', () => new HttpResponse('x', { status: 500 })));
    const first = renderCard();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.queryByRole('region', REGION)).toBeNull();
    first.unmount();
    server.use(http.get('*/api/owned-domains', () => HttpResponse.json([])));
    renderCard();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.queryByRole('region', REGION)).toBeNull();
  });

  test.each([['Maybe Later'], ['Close']])(
    '"%s" hides it, says so, moves focus to the page and remembers it',
    async (button) => {
      const { user, unmount } = renderCard();
      const card = await screen.findByRole('region', REGION);
      await user.click(within(card).getByRole('button', { name: button }));
      expect(screen.queryByRole('region', REGION)).toBeNull();
      expect(await screen.findByText('Suggestion hidden')).toBeVisible();
      expect(
        screen.getByText('We will not suggest a local site again on this device.'),
      ).toBeVisible();
      expect(document.activeElement).toBe(screen.getByRole('main'));
      expect(window.localStorage.getItem(SUGGESTION_DISMISSED_KEY)).toBe('1');
      unmount();
      renderCard();
      await act(() => new Promise((done) => setTimeout(done, 50)));
      expect(screen.queryByRole('region', REGION)).toBeNull();
    },
  );

  test('when storage is blocked the card still goes away, for this visit', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { user } = renderCard();
    const card = await screen.findByRole('region', REGION);
    await user.click(within(card).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('region', REGION)).toBeNull();
    expect(await screen.findByText('Hidden for this visit.')).toBeVisible();
  });

  test("on a city's own site the metro-wide fallback is not offered: nothing says the visitor is elsewhere", async () => {
    renderCard(
      <>
        <SuggestionCard />
        <div data-testid="city site">
          <SuggestionCard currentDomain={minneapolis} />
        </div>
      </>,
    );
    // The network page's card: the sites are in, and both cards have read them.
    expect(await screen.findByRole('region', REGION)).toHaveTextContent('twincities.news');
    expect(within(screen.getByTestId('city site')).queryByRole('region', REGION)).toBeNull();
  });

  test("on a city's own site, a visitor near Edina is offered edina.news", async () => {
    mockGeolocation({ latitude: 44.8956, longitude: -93.3547 });
    renderCard(<SuggestionCard currentDomain={minneapolis} />);
    const card = await screen.findByRole('region', REGION);
    expect(within(card).getByRole('link', { name: /Visit/ })).toHaveAttribute(
      'href',
      'https://edina.news',
    );
  });

  test('a city site never suggests itself', async () => {
    mockGeolocation({ latitude: 44.8956, longitude: -93.3547 });
    renderCard(<SuggestionCard currentDomain={edina} />);
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.queryByRole('region', REGION)).toBeNull();
  });
});

describe('SuggestionCardView', () => {
  test('a site with an invalid host name gets no link', () => {
    renderWithApp(
      <SuggestionCardView
        domain={domain({ domain: 'not a host', city: 'Nowhere' })}
        reason="metro"
        onDismiss={() => undefined}
      />,
    );
    const card = screen.getByRole('region', REGION);
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText("This site's address is not available.")).toBeVisible();
  });

  test('the brand colour marks the card', () => {
    renderWithApp(
      <SuggestionCardView domain={edina} reason="nearby" onDismiss={() => undefined} />,
    );
    const card = screen.getByRole('region', REGION).firstElementChild as HTMLElement;
    expect(card.style.borderLeftColor).toBe('rgb(29, 78, 216)');
  });

  test('Close has a tooltip after a short delay (its name does not depend on it)', async () => {
    stubResizeObserver();
    const user = userEvent.setup();
    renderWithApp(
      <SuggestionCardView domain={edina} reason="nearby" onDismiss={() => undefined} />,
    );
    // Radix's tooltip code arrives at idle time, after the first render; its trigger marks the control.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('data-state', 'closed'),
    );
    await user.hover(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Close suggestion');
    vi.unstubAllGlobals();
  });
});
