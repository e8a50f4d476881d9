// Long because camera-stills.ts holds five rules (cache-busting URL, age label, still state, refresh
// decision, request budget), each with a describe of its edge cases, in the module's order.
import { describe, expect, test } from 'vitest';
import {
  createRequestBudget,
  INITIAL_STILL,
  nextStillState,
  refreshDecision,
  refreshedStillUrl,
  stillView,
  type RefreshConditions,
  type StillEvent,
  type StillState,
} from '@/domain/camera-stills';

const MNDOT = 'https://video.dot.state.mn.us/video/image/metro/C721';

describe('the cache-busting URL of a refresh', () => {
  test('adds _ts to a URL without a query', () => {
    expect(refreshedStillUrl(MNDOT, 1_700_000_000_000)).toBe(`${MNDOT}?_ts=1700000000000`);
  });
  test('keeps the other parameters as written, in order', () => {
    expect(refreshedStillUrl('https://cams.example.org/img?id=7&size=l%20g&a=b,c', 5)).toBe(
      'https://cams.example.org/img?id=7&size=l%20g&a=b,c&_ts=5',
    );
  });
  test('replaces an earlier _ts instead of adding a second one', () => {
    expect(refreshedStillUrl('https://cams.example.org/img?_ts=1&id=7&_ts=2', 9)).toBe(
      'https://cams.example.org/img?id=7&_ts=9',
    );
  });
  test('a parameter that only starts with _ts is kept', () => {
    expect(refreshedStillUrl('https://cams.example.org/img?_tsx=1', 3)).toBe(
      'https://cams.example.org/img?_tsx=1&_ts=3',
    );
  });
  test('an empty query or stray ampersands leave no empty parts', () => {
    expect(refreshedStillUrl('https://cams.example.org/img?', 3)).toBe(
      'https://cams.example.org/img?_ts=3',
    );
    expect(refreshedStillUrl('https://cams.example.org/img?&id=1&&', 3)).toBe(
      'https://cams.example.org/img?id=1&_ts=3',
    );
  });
  test('a fragment stays at the end, after the query', () => {
    expect(refreshedStillUrl('https://cams.example.org/img?id=1#frame', 3)).toBe(
      'https://cams.example.org/img?id=1&_ts=3#frame',
    );
  });
  test('the stamp is a whole, non-negative number', () => {
    expect(refreshedStillUrl(MNDOT, 12.9)).toBe(`${MNDOT}?_ts=12`);
    expect(refreshedStillUrl(MNDOT, -4)).toBe(`${MNDOT}?_ts=0`);
    expect(refreshedStillUrl(MNDOT, Number.NaN)).toBe(`${MNDOT}?_ts=0`);
  });
  test.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/video/image/metro/C721',
    '#',
    '',
    'ftp://cams.example.org/img',
  ])('%j is not an http(s) URL: null', (url) => {
    expect(refreshedStillUrl(url, 1)).toBeNull();
  });
});

const run = (events: StillEvent[], from: StillState = INITIAL_STILL) =>
  events.reduce(nextStillState, from);

describe('the state of one still', () => {
  test('before the first load settles it is loading', () => {
    expect(stillView(INITIAL_STILL)).toBe('loading');
  });
  test('a still that never loaded is unavailable, however often it is tried', () => {
    const state = run([
      { type: 'error', at: 1_000 },
      { type: 'request', at: 31_000 },
      { type: 'error', at: 32_000 },
    ]);
    expect(stillView(state)).toBe('unavailable');
    expect(state.frame).toBeNull();
  });
  test('the first load is live, timed when it loaded', () => {
    const state = run([{ type: 'load', url: MNDOT, at: 2_000 }]);
    expect(stillView(state)).toBe('live');
    expect(state).toEqual({
      frame: { url: MNDOT, loadedAt: 2_000 },
      failuresInARow: 0,
      lastAttemptAt: 2_000,
      inFlight: false,
    });
  });
  test('a request marks the attempt and its time', () => {
    const state = run([
      { type: 'load', url: MNDOT, at: 2_000 },
      { type: 'request', at: 32_000 },
    ]);
    expect(state.inFlight).toBe(true);
    expect(state.lastAttemptAt).toBe(32_000);
  });
  test('one failed refresh keeps the last good frame, still live', () => {
    const state = run([
      { type: 'load', url: MNDOT, at: 2_000 },
      { type: 'request', at: 32_000 },
      { type: 'error', at: 33_000 },
    ]);
    expect(stillView(state)).toBe('live');
    expect(state.frame).toEqual({ url: MNDOT, loadedAt: 2_000 });
    expect(state.inFlight).toBe(false);
    expect(state.lastAttemptAt).toBe(32_000);
  });
  test('two failed refreshes in a row keep the frame, marked out of date', () => {
    const state = run([
      { type: 'load', url: MNDOT, at: 2_000 },
      { type: 'request', at: 32_000 },
      { type: 'error', at: 33_000 },
      { type: 'request', at: 62_000 },
      { type: 'error', at: 63_000 },
    ]);
    expect(stillView(state)).toBe('outdated');
    expect(state.frame).toEqual({ url: MNDOT, loadedAt: 2_000 });
  });
  test('failures with a success between them are not in a row', () => {
    const state = run([
      { type: 'load', url: MNDOT, at: 2_000 },
      { type: 'error', at: 33_000 },
      { type: 'load', url: `${MNDOT}?_ts=1`, at: 63_000 },
      { type: 'error', at: 93_000 },
    ]);
    expect(stillView(state)).toBe('live');
  });
  test('a later success clears "out of date" and shows the new frame', () => {
    const state = run([
      { type: 'load', url: MNDOT, at: 2_000 },
      { type: 'error', at: 33_000 },
      { type: 'error', at: 63_000 },
      { type: 'request', at: 92_000 },
      { type: 'load', url: `${MNDOT}?_ts=92000`, at: 93_000 },
    ]);
    expect(stillView(state)).toBe('live');
    expect(state.frame).toEqual({ url: `${MNDOT}?_ts=92000`, loadedAt: 93_000 });
    expect(state.failuresInARow).toBe(0);
    expect(state.lastAttemptAt).toBe(92_000);
  });
  test('a still that failed first and loaded later is live', () => {
    const state = run([
      { type: 'error', at: 1_000 },
      { type: 'request', at: 31_000 },
      { type: 'load', url: `${MNDOT}?_ts=31000`, at: 31_500 },
    ]);
    expect(stillView(state)).toBe('live');
  });
});

describe('whether to refresh now', () => {
  const ready: RefreshConditions = {
    tabVisible: true,
    onScreen: true,
    paused: false,
    saveData: false,
    inFlight: false,
    lastAttemptAt: 10_000,
    now: 40_000,
  };
  test('30 s after the last attempt, when everything allows it', () => {
    expect(refreshDecision(ready)).toEqual({ kind: 'now' });
  });
  test('before that, it says how long to wait', () => {
    expect(refreshDecision({ ...ready, now: 25_000 })).toEqual({ kind: 'later', inMs: 15_000 });
  });
  test('long overdue is now', () => {
    expect(refreshDecision({ ...ready, now: 1_000_000 })).toEqual({ kind: 'now' });
  });
  test('a cadence of its own', () => {
    expect(refreshDecision({ ...ready, cadenceMs: 60_000 })).toEqual({
      kind: 'later',
      inMs: 30_000,
    });
  });
  test.each([
    ['the tab is hidden', { tabVisible: false }],
    ['the still is off screen', { onScreen: false }],
    ['live updates are paused', { paused: true }],
    ['the browser saves data', { saveData: true }],
    ['a request is under way', { inFlight: true }],
    ['the first load has not settled', { lastAttemptAt: 0 }],
  ])('waits while %s', (_, change: Partial<RefreshConditions>) => {
    expect(refreshDecision({ ...ready, ...change })).toEqual({ kind: 'wait' });
  });
});

describe('the request budget of one screen', () => {
  test('grants six in 30 s, then refuses', () => {
    const budget = createRequestBudget();
    for (let i = 0; i < 6; i += 1) expect(budget.take(1_000 + i)).toBe(true);
    expect(budget.take(2_000)).toBe(false);
    expect(budget.take(30_999)).toBe(false);
  });
  test('the window slides: each grant frees up 30 s after it was taken', () => {
    const budget = createRequestBudget({ requests: 2, windowMs: 30_000 });
    expect(budget.take(0)).toBe(true);
    expect(budget.take(10_000)).toBe(true);
    expect(budget.waitMs(20_000)).toBe(10_000);
    expect(budget.take(29_999)).toBe(false);
    expect(budget.take(30_000)).toBe(true);
    expect(budget.take(30_001)).toBe(false);
    expect(budget.waitMs(30_001)).toBe(9_999);
    expect(budget.take(40_000)).toBe(true);
  });
  test('no wait while there is room', () => {
    expect(createRequestBudget().waitMs(0)).toBe(0);
  });
  test('noted requests count against it, even past the limit', () => {
    const budget = createRequestBudget({ requests: 2, windowMs: 30_000 });
    budget.note(0);
    budget.note(1_000);
    budget.note(2_000);
    expect(budget.take(3_000)).toBe(false);
    expect(budget.waitMs(3_000)).toBe(28_000);
    // Three in the window: room again only once two have left it.
    expect(budget.take(30_500)).toBe(false);
    expect(budget.take(31_000)).toBe(true);
  });
  test('never more than the limit in any window, whatever the asking pattern', () => {
    const budget = createRequestBudget();
    const granted: number[] = [];
    // Twelve cards asking every 700 ms for five minutes.
    for (let now = 0; now < 300_000; now += 700) {
      for (let card = 0; card < 12; card += 1) if (budget.take(now)) granted.push(now);
    }
    for (const start of granted) {
      const inWindow = granted.filter((time) => time >= start && time < start + 30_000);
      expect(inWindow.length).toBeLessThanOrEqual(6);
    }
    expect(granted.length).toBeGreaterThanOrEqual(60);
  });
});
