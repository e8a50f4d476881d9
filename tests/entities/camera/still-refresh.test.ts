// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import { createRequestBudget } from '@/domain/camera-stills';
import {
  preloadStill,
  saveData,
  scheduleStillRefresh,
  watchOnScreen,
} from '@/entities/camera/still-refresh';

const START = Date.parse('2026-01-15T12:00:00Z');

class FakeImage {
  static last: FakeImage | null = null;
  static decodeFails = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = 'auto';
  src = '';
  constructor() {
    FakeImage.last = this;
  }
  decode() {
    return FakeImage.decodeFails ? Promise.reject(new Error('EncodingError')) : Promise.resolve();
  }
}

const settled = async (promise: Promise<void>) =>
  promise.then(
    () => 'loaded',
    () => 'failed',
  );

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  FakeImage.last = null;
  FakeImage.decodeFails = false;
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => {
  liveUpdates.setPaused(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loading a frame off-screen', () => {
  test('resolves once the image has loaded and decoded', async () => {
    const { done } = preloadStill('https://cams.example.org/a?_ts=1', 15_000);
    expect(FakeImage.last!.src).toBe('https://cams.example.org/a?_ts=1');
    expect(FakeImage.last!.decoding).toBe('async');
    FakeImage.last!.onload?.();
    expect(await settled(done)).toBe('loaded');
  });
  test('fails when the image fails, or cannot be decoded', async () => {
    const first = preloadStill('https://cams.example.org/a', 15_000);
    FakeImage.last!.onerror?.();
    expect(await settled(first.done)).toBe('failed');
    FakeImage.decodeFails = true;
    const second = preloadStill('https://cams.example.org/b', 15_000);
    FakeImage.last!.onload?.();
    expect(await settled(second.done)).toBe('failed');
  });
  test('fails after its time-out, and stops the request', async () => {
    const { done } = preloadStill('https://cams.example.org/a', 15_000);
    const result = settled(done);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await result).toBe('failed');
    expect(FakeImage.last!.src).toBe('');
  });
  test('cancelled, it stops the request and never settles', async () => {
    const { done, cancel } = preloadStill('https://cams.example.org/a', 15_000);
    const image = FakeImage.last!;
    const outcome = vi.fn();
    done.then(outcome, outcome);
    cancel();
    expect(image.src).toBe('');
    expect(image.onload).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcome).not.toHaveBeenCalled();
  });
});

describe('what the browser says', () => {
  test('data saving is off where the browser does not tell', () => {
    expect('connection' in navigator).toBe(false);
    expect(saveData.isOn()).toBe(false);
    expect(() => saveData.subscribe(() => undefined)()).not.toThrow();
  });
  test('without IntersectionObserver, an element counts as on screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const seen = vi.fn();
    watchOnScreen(document.body, seen);
    expect(seen).toHaveBeenCalledWith(true);
  });
});

describe('the schedule of one still', () => {
  test('asks when due, and again only after the state says a request settled', async () => {
    let state = { inFlight: false, lastAttemptAt: START };
    const refresh = vi.fn(() => {
      state = { inFlight: true, lastAttemptAt: Date.now() };
    });
    const schedule = scheduleStillRefresh({
      onScreen: 'always',
      budget: null,
      state: () => state,
      refresh,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    state = { ...state, inFlight: false };
    schedule.check();
    expect(refresh).toHaveBeenCalledTimes(2);
    schedule.stop();
  });
  test('a refused turn at the budget waits until the window frees one', async () => {
    const budget = createRequestBudget({ requests: 1, windowMs: 30_000 });
    budget.note(START + 10_000);
    const refresh = vi.fn();
    const schedule = scheduleStillRefresh({
      onScreen: 'always',
      budget,
      state: () => ({ inFlight: false, lastAttemptAt: START - 30_000 }),
      refresh,
    });
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(39_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    schedule.stop();
  });
  test('stopped, it asks for nothing more and listens to nothing', async () => {
    const refresh = vi.fn();
    const schedule = scheduleStillRefresh({
      onScreen: 'always',
      budget: null,
      state: () => ({ inFlight: false, lastAttemptAt: START }),
      refresh,
    });
    schedule.stop();
    liveUpdates.setPaused(true);
    liveUpdates.setPaused(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
