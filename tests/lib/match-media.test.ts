// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { matchesMedia } from '@/lib/match-media';

afterEach(() => vi.unstubAllGlobals());

test("answers the browser's matchMedia for the query", () => {
  const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion)' }));
  vi.stubGlobal('matchMedia', matchMedia);
  expect(matchesMedia('(prefers-reduced-motion)')).toBe(true);
  expect(matchesMedia('(max-width: 10px)')).toBe(false);
  expect(matchMedia).toHaveBeenCalledTimes(2);
});

test('false where matchMedia does not exist', () => {
  vi.stubGlobal('matchMedia', undefined);
  expect(matchesMedia('(prefers-reduced-motion)')).toBe(false);
});
