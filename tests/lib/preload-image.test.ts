import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { preloadImage } from '@/lib/preload-image';

class FakeImage {
  static last: FakeImage | null = null;
  src = '';
  decoding = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decode = () => Promise.resolve();
  constructor() {
    FakeImage.last = this;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('resolves once loaded and decoded, off-screen', async () => {
  const { done } = preloadImage('https://example.org/radar.png', 20_000);
  expect(FakeImage.last!.src).toBe('https://example.org/radar.png');
  FakeImage.last!.onload?.();
  await expect(done).resolves.toBeUndefined();
});

test('fails on an error and after its time-out, which also stops the request', async () => {
  const failing = preloadImage('https://example.org/a.png', 20_000);
  FakeImage.last!.onerror?.();
  await expect(failing.done).rejects.toThrow('failed to load');
  const slow = preloadImage('https://example.org/b.png', 20_000);
  const outcome = expect(slow.done).rejects.toThrow('timed out after 20000 ms');
  await vi.advanceTimersByTimeAsync(20_000);
  await outcome;
  expect(FakeImage.last!.src).toBe('');
});
