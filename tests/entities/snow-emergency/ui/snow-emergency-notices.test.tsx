import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, onTestFinished, test, vi } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import { SnowEmergencyNotices } from '@/entities/snow-emergency/ui/snow-emergency-notices';
import { en } from '@/i18n/catalogs/en';
import { es } from '@/i18n/catalogs/es';
import { applyCatalog } from '@/i18n/translate';
import { renderWithApp } from '../../../render';
import { answerSnow, MPLS_RULES, mpls, stPaul } from './snow-fixtures';

const region = () => screen.queryByRole('region', { name: 'Snow emergencies' });
const notice = (name: RegExp) => screen.findByRole('article', { name });

function at(iso: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(iso));
}

function show(city: string | null = null) {
  return renderWithApp(<SnowEmergencyNotices city={city} tone="light" />);
}

beforeAll(() => import('@/entities/snow-emergency/parse'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  liveUpdates.setPaused(false);
  applyCatalog('en', en);
});

describe('Minneapolis, declared Tuesday 4:30 PM', () => {
  test.each([
    [
      'before 9 PM: when the rules begin',
      '2026-12-01T23:00:00Z',
      'Day 1',
      'No parking on either side of Snow Emergency Routes (red signs)',
      'Parking rules begin at 9 PM',
    ],
    [
      'Day 1',
      '2026-12-02T05:00:00Z',
      'Day 1',
      'No parking on either side of Snow Emergency Routes (red signs)',
      'Day 2 begins Wednesday 8 AM',
    ],
    [
      'Day 2',
      '2026-12-02T16:00:00Z',
      'Day 2',
      'No parking on the even-numbered side of non-Snow Emergency routes, nor on either side of parkways',
      'Day 3 begins Thursday 8 AM',
    ],
    [
      'the night between Day 2 and Day 3',
      '2026-12-03T05:00:00Z',
      'Day 3',
      'No Snow Emergency parking rules until Day 3',
      'Day 3 begins Thursday 8 AM',
    ],
    [
      'Day 3',
      '2026-12-03T16:00:00Z',
      'Day 3',
      'No parking on the odd-numbered side of non-Snow Emergency routes',
      'Rules end Thursday 8 PM',
    ],
  ])('%s', async (_name, now, badge, meaning, next) => {
    at(now);
    answerSnow([mpls()]);
    show();
    const card = await notice(/Minneapolis Snow Emergency/);
    expect(card).toHaveTextContent(badge);
    expect(card).toHaveTextContent(meaning);
    expect(card).toHaveTextContent(next);
    const link = within(card).getByRole('link', { name: /City rules/ });
    expect(link).toHaveAttribute('href', MPLS_RULES);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(card).getByRole('button', { name: 'All phases' })).toBeInTheDocument();
  });

  test('after Day 3 nothing is shown, and nothing says "no snow emergency"', async () => {
    at('2026-12-04T03:00:00Z');
    const requests = answerSnow([mpls()]);
    const { container } = show();
    await waitFor(() => expect(requests.count).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(region()).toBeNull();
    expect(container).not.toHaveTextContent(/snow/i);
  });

  test('the notice moves to Day 2 at 8 AM by itself, without asking the server again, and says so politely', async () => {
    at('2026-12-02T13:59:00Z');
    const requests = answerSnow([mpls()]);
    const { container } = show();
    const card = await notice(/Minneapolis Snow Emergency/);
    expect(card).toHaveTextContent('Day 1');
    const live = container.querySelector('[aria-live]')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    // in force when the page opened: on screen, not news
    expect(live).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(card).toHaveTextContent('Day 2');
    expect(card).toHaveTextContent('Day 3 begins Thursday 8 AM');
    expect(live).toHaveTextContent(
      'Minneapolis Snow Emergency: Day 2. No parking on the even-numbered side',
    );
    expect(requests.count).toBe(1);
    expect(container.querySelector('[aria-live="assertive"]')).toBeNull();
  });

  test('an ended declaration shows nothing', async () => {
    at('2026-12-02T16:00:00Z');
    const requests = answerSnow([mpls({ status: 'ended', endsAt: '2026-12-02T15:00:00Z' })]);
    show();
    await waitFor(() => expect(requests.count).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(region()).toBeNull();
  });

  test('a city page shows its own city only', async () => {
    at('2026-12-02T16:00:00Z');
    answerSnow([mpls(), stPaul()]);
    show('Saint Paul');
    await notice(/Saint Paul Snow Emergency/);
    expect(screen.queryByRole('article', { name: /Minneapolis/ })).toBeNull();
  });
});

describe('Saint Paul, declared Tuesday 4:30 PM', () => {
  test.each([
    [
      'night',
      '2026-12-02T05:00:00Z',
      'Night plow routes',
      'No parking on Night Plow Routes',
      'Day plow routes begin Wednesday 8 AM',
    ],
    [
      'day',
      '2026-12-02T16:00:00Z',
      'Day plow routes',
      'No parking on Day Plow Routes: east-west residential streets',
      'Rules end Saturday 9 PM',
    ],
  ])('%s plow routes', async (_name, now, badge, meaning, next) => {
    at(now);
    answerSnow([stPaul()]);
    show();
    const card = await notice(/Saint Paul Snow Emergency/);
    expect(card).toHaveTextContent(badge);
    expect(card).toHaveTextContent(meaning);
    expect(card).toHaveTextContent(next);
  });

  test("the city's endsAt wins over the 96 hours", async () => {
    at('2026-12-02T16:00:00Z');
    answerSnow([stPaul({ endsAt: '2026-12-03T18:00:00Z' })]);
    show();
    expect(await notice(/Saint Paul/)).toHaveTextContent('Rules end Thursday 12 PM');
  });
});

test('another city: "Snow Emergency declared" and its link, no phase of ours', async () => {
  at('2026-12-02T16:00:00Z');
  answerSnow([
    {
      id: 'bl',
      city: 'Bloomington',
      status: 'declared',
      declaredAt: '2026-12-02T14:00:00Z',
      rulesUrl: 'https://www.bloomingtonmn.gov/snow',
    },
  ]);
  show();
  const card = await notice(/Bloomington Snow Emergency/);
  expect(card).toHaveTextContent('Snow Emergency declared');
  expect(card).not.toHaveTextContent(/Day \d|plow routes/);
  expect(within(card).queryByRole('button')).toBeNull();
  expect(within(card).getByRole('link', { name: /City rules/ })).toHaveAttribute(
    'href',
    'https://www.bloomingtonmn.gov/snow',
  );
});

describe('failures', () => {
  test('a 404: nothing at all, and the console says so once, as information', async () => {
    at('2026-12-02T16:00:00Z');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const requests = answerSnow(null, { status: 404, body: { message: 'Not found' } });
    const { container } = show();
    await waitFor(() => expect(requests.count).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(region()).toBeNull();
    expect(container).not.toHaveTextContent(/snow/i);
    expect(info.mock.calls.flat().join(' ')).not.toContain('undefined');
  });

  test.each([
    ['a 503', { status: 503, body: { message: 'Unavailable' } }],
    ['a wrong shape', { body: { data: { Minneapolis: 'declared' } } }],
    ['an answer without data', { body: { items: [] } }],
  ])('%s reads "Couldn\'t check for snow emergencies"', async (_name, options) => {
    at('2026-12-02T16:00:00Z');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerSnow(null, options);
    show();
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Couldn't check for snow emergencies",
    );
    expect(region()).toHaveTextContent("Couldn't check for snow emergencies");
  });

  test('offline: the last-known declaration with its time, and the failure, never "none"', async () => {
    at('2026-12-02T16:00:00Z');
    answerSnow([mpls()]);
    show();
    const card = await notice(/Minneapolis Snow Emergency/);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    // TanStack's online manager heard it too: the next tests' queries must not wait for a network.
    onTestFinished(() => {
      online.mockRestore();
      onlineManager.setOnline(true);
    });
    expect(card).toHaveTextContent('Day 2');
    expect(card).toHaveTextContent('Declared Tuesday 4:30 PM');
    // The answer was read Tuesday evening (its timestamp) and it is now Wednesday: the day is named.
    expect(screen.getByRole('status')).toHaveTextContent(
      /Couldn't check for snow emergencies \(last checked (Mon|Tue|Wed) \d{1,2}:\d{2}\s?[AP]M\)/,
    );
  });
});

test('in Spanish, in Minneapolis’s own words, with Central times', async () => {
  applyCatalog('es', es);
  at('2026-12-02T16:00:00Z');
  answerSnow([mpls()]);
  renderWithApp(<SnowEmergencyNotices city={null} tone="dark" />);
  const card = await screen.findByRole('article', { name: /Emergencia por Nevada en Minneapolis/ });
  expect(card).toHaveTextContent('Día 2');
  expect(card).toHaveTextContent('El Día 3 comienza el jueves a las 8 a. m.');
  expect(within(card).getByRole('link', { name: /Reglas de la ciudad/ })).toBeInTheDocument();
});
