import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  RADAR_FRAME_MS,
  RADAR_LAST_FRAME_MS,
  RADAR_LOOP_FRAMES,
  radarFrameUrl,
  radarLoopTimes,
} from '@/domain/radar';

interface FakePreload {
  url: string;
  resolve: () => void;
  reject: () => void;
  cancelled: boolean;
}

const preloads = vi.hoisted(() => [] as FakePreload[]);
vi.mock('@/lib/preload-image', () => ({
  preloadImage: (url: string) => {
    const entry = { url, cancelled: false } as FakePreload;
    const done = new Promise<void>((resolve, reject) => {
      entry.resolve = resolve;
      entry.reject = () => reject(new Error('failed'));
    });
    preloads.push(entry);
    return { done, cancel: () => (entry.cancelled = true) };
  },
}));

const { useRadarLoop } = await import('@/components/map/radar/use-radar-loop');

const BASE = 'https://radar.test';
const VALID = '2026-11-25T19:12:00Z';
const TIMES = radarLoopTimes(VALID);
const preloadOf = (time: string) => {
  const found = preloads.find((entry) => entry.url === radarFrameUrl(BASE, time));
  if (!found) throw new Error(`no preload for ${time}`);
  return found;
};

/** Settles a frame's preload and lets the hook see it. */
async function arrive(time: string, ok = true) {
  const preload = preloadOf(time);
  await act(async () => (ok ? preload.resolve() : preload.reject()));
}

const step = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderLoop(initial: { validIso: string | undefined } = { validIso: VALID }) {
  return renderHook(({ validIso }) => useRadarLoop(BASE, validIso), { initialProps: initial });
}

beforeEach(() => {
  preloads.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

test('never starts by itself', () => {
  const { result } = renderLoop();
  expect(result.current).toMatchObject({
    playing: false,
    frame: null,
    loading: false,
    failed: false,
  });
  expect(preloads).toHaveLength(0);
});

test('play loads the last hour, 12 frames, off-screen, and is loading until one arrives', () => {
  const { result } = renderLoop();
  act(() => result.current.play());
  expect(result.current).toMatchObject({
    playing: true,
    frame: null,
    loading: true,
    failed: false,
  });
  expect(preloads.map((entry) => entry.url)).toEqual(
    TIMES.map((time) => radarFrameUrl(BASE, time)),
  );
  expect(preloads).toHaveLength(RADAR_LOOP_FRAMES);
});

test('frames show in time order whatever order they arrive in, and round again', async () => {
  const { result } = renderLoop();
  act(() => result.current.play());
  await arrive(TIMES[5]!);
  await arrive(TIMES[2]!);
  step(0);
  expect(result.current.frame).toEqual({ time: TIMES[2], url: radarFrameUrl(BASE, TIMES[2]!) });
  expect(result.current.loading).toBe(false);
  step(RADAR_FRAME_MS - 1);
  expect(result.current.frame?.time).toBe(TIMES[2]);
  step(1);
  expect(result.current.frame?.time).toBe(TIMES[5]);
  step(RADAR_FRAME_MS);
  expect(result.current.frame?.time).toBe(TIMES[2]);
});

test('the newest frame holds longer', async () => {
  const newest = TIMES[TIMES.length - 1]!;
  const { result } = renderLoop();
  act(() => result.current.play());
  await arrive(newest);
  await arrive(TIMES[0]!);
  step(0);
  step(RADAR_FRAME_MS);
  expect(result.current.frame?.time).toBe(newest);
  step(RADAR_LAST_FRAME_MS - 1);
  expect(result.current.frame?.time).toBe(newest);
  step(1);
  expect(result.current.frame?.time).toBe(TIMES[0]);
});

test('a frame that fails is skipped; only every frame failing is a failure', async () => {
  const { result } = renderLoop();
  act(() => result.current.play());
  await arrive(TIMES[0]!, false);
  await arrive(TIMES[1]!);
  step(0);
  expect(result.current.frame?.time).toBe(TIMES[1]);
  expect(result.current.failed).toBe(false);
});

test('every frame failing: failed, not loading', async () => {
  const { result } = renderLoop();
  act(() => result.current.play());
  for (const time of TIMES) await arrive(time, false);
  expect(result.current).toMatchObject({
    playing: true,
    failed: true,
    loading: false,
    frame: null,
  });
});

test('pause goes back to the current mosaic and stops the loads', async () => {
  const { result } = renderLoop();
  act(() => result.current.play());
  await arrive(TIMES[3]!);
  step(0);
  expect(result.current.frame).not.toBeNull();
  act(() => result.current.pause());
  expect(result.current).toMatchObject({ playing: false, frame: null, loading: false });
  expect(preloads.every((entry) => entry.cancelled)).toBe(true);
});

test('hiding the tab stops the loop', () => {
  const { result } = renderLoop();
  act(() => result.current.play());
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  expect(result.current.playing).toBe(false);
});

test('a new current mosaic stops the loop', () => {
  const { result, rerender } = renderLoop();
  act(() => result.current.play());
  rerender({ validIso: '2026-11-25T19:17:00Z' });
  expect(result.current.playing).toBe(false);
  expect(preloads.every((entry) => entry.cancelled)).toBe(true);
});

test('a frame that arrives after a pause and a new play belongs to the old run and is ignored', async () => {
  const { result } = renderLoop();
  act(() => result.current.play());
  const oldRun = preloads.slice();
  act(() => result.current.pause());
  act(() => result.current.play());
  await act(async () => oldRun[4]!.resolve());
  step(0);
  expect(result.current).toMatchObject({ playing: true, loading: true, frame: null });
});

test('without a current mosaic time there is nothing to play', () => {
  const { result } = renderLoop({ validIso: undefined });
  act(() => result.current.play());
  expect(result.current.playing).toBe(false);
  expect(preloads).toHaveLength(0);
});
