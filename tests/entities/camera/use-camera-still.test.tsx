/**
 * The hook behind every camera still, driven through what it returns (no clock: the cadence and
 * budget over time are tested through the component in camera-still.test.tsx).
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useCameraStill, type StillRefreshMode } from '@/entities/camera/use-camera-still';

const URL_A = 'https://video.dot.state.mn.us/video/image/metro/C721';
const URL_B = 'https://video.dot.state.mn.us/video/image/metro/C722';

/** The off-screen image a refresh loads; the test answers it. */
class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = 'auto';
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
  decode() {
    return Promise.resolve();
  }
}

/** IntersectionObserver whose callbacks the test calls. */
class FakeObserver {
  static live: FakeObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.live.push(this);
  }
  observe() {}
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((observer) => observer !== this);
  }
  show(isIntersecting: boolean) {
    act(() =>
      this.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

const connection = Object.assign(new EventTarget(), { saveData: false });

beforeEach(() => {
  FakeImage.made = [];
  FakeObserver.live = [];
  connection.saveData = false;
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
});

const renderStill = (src: string | null, refresh: StillRefreshMode = 'dialog') =>
  renderHook(({ src: url }) => useCameraStill(url, refresh), { initialProps: { src } });

const answer = async (ok: boolean) => {
  const image = FakeImage.made.at(-1)!;
  await act(async () => (ok ? image.onload?.() : image.onerror?.()));
};

test('no still URL: unavailable at once, nothing to refresh', () => {
  const { result } = renderStill(null);
  expect(result.current.view).toBe('unavailable');
  expect(result.current.imageUrl).toBeNull();
  act(() => result.current.refreshNow());
  expect(FakeImage.made).toEqual([]);
});

test('the feed URL loads first; the browser’s load makes it live, with its load time', () => {
  const before = Date.now();
  const { result } = renderStill(URL_A);
  expect(result.current).toMatchObject({ view: 'loading', imageUrl: URL_A, loadedAt: 0 });
  act(() => result.current.onImageLoad());
  expect(result.current.view).toBe('live');
  expect(result.current.loadedAt).toBeGreaterThanOrEqual(before);
  expect(result.current.loadedAt).toBeLessThanOrEqual(Date.now());
});

test('a first load that fails is unavailable; a later error of the shown frame changes nothing', () => {
  const failed = renderStill(URL_A);
  act(() => failed.result.current.onImageError());
  expect(failed.result.current.view).toBe('unavailable');

  const loaded = renderStill(URL_B);
  act(() => loaded.result.current.onImageLoad());
  act(() => loaded.result.current.onImageError());
  expect(loaded.result.current.view).toBe('live');
});

test('“refresh now” loads a cache-busting frame off screen and swaps it in once loaded', async () => {
  const { result } = renderStill(URL_A);
  act(() => result.current.onImageLoad());
  act(() => result.current.refreshNow());
  expect(result.current.refreshing).toBe(true);
  const requested = FakeImage.made[0]!.src;
  expect(requested).toMatch(new RegExp(`^${URL_A}\\?_ts=\\d+$`));
  // Until it loads, the old frame stays.
  expect(result.current.imageUrl).toBe(URL_A);
  await answer(true);
  expect(result.current).toMatchObject({ refreshing: false, imageUrl: requested, view: 'live' });
});

test('a refresh already under way is not asked for twice', () => {
  const { result } = renderStill(URL_A);
  act(() => result.current.onImageLoad());
  act(() => result.current.refreshNow());
  act(() => result.current.refreshNow());
  expect(FakeImage.made).toHaveLength(1);
});

test('a failed refresh keeps the frame it had', async () => {
  const { result } = renderStill(URL_A);
  act(() => result.current.onImageLoad());
  act(() => result.current.refreshNow());
  await answer(false);
  expect(result.current).toMatchObject({ refreshing: false, imageUrl: URL_A, view: 'live' });
});

test('a new still URL starts over and drops the frame being loaded for the old one', async () => {
  const { result, rerender } = renderStill(URL_A);
  act(() => result.current.onImageLoad());
  act(() => result.current.refreshNow());
  const old = FakeImage.made[0]!;
  rerender({ src: URL_B });
  expect(result.current).toMatchObject({ view: 'loading', imageUrl: URL_B, refreshing: false });
  expect(old.src).toBe('');
  await act(async () => old.onload?.());
  expect(result.current.imageUrl).toBe(URL_B);
});

test('a card’s still is not seen until its box has been on screen; then it stays seen', () => {
  const { result } = renderStill(URL_A, 'card');
  expect(result.current.seen).toBe(false);
  act(() => result.current.attach(document.createElement('div')));
  // Every watcher of the box (first sight, and the refresh schedule) hears the same viewport.
  const show = (visible: boolean) => {
    for (const observer of [...FakeObserver.live]) observer.show(visible);
  };
  show(false);
  expect(result.current.seen).toBe(false);
  show(true);
  expect(result.current.seen).toBe(true);
  show(false);
  expect(result.current.seen).toBe(true);
});

test('a dialog’s still and a still loaded once count as seen from the start', () => {
  expect(renderStill(URL_A, 'dialog').result.current.seen).toBe(true);
  expect(renderStill(URL_A, 'none').result.current.seen).toBe(true);
});

test('with data saving on, a live still refreshes only by hand; a still loaded once never', () => {
  connection.saveData = true;
  expect(renderStill(URL_A, 'dialog').result.current.manual).toBe(true);
  expect(renderStill(URL_A, 'card').result.current.manual).toBe(true);
  expect(renderStill(URL_A, 'none').result.current.manual).toBe(false);
  expect(renderStill(null, 'dialog').result.current.manual).toBe(false);
});

test('data saving turned on while shown switches to refreshing by hand', () => {
  const { result } = renderStill(URL_A);
  expect(result.current.manual).toBe(false);
  act(() => {
    connection.saveData = true;
    connection.dispatchEvent(new Event('change'));
  });
  expect(result.current.manual).toBe(true);
});
