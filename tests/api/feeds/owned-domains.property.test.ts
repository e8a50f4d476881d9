import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseCurrentDomain, parseOwnedDomains } from '@/api/feeds/owned-domains';
import {
  attempt,
  expectOnlyWrongShapeRefused,
  hostilePayload,
  RUNS,
} from './hostile-json-fixtures';

describe.each([['owned domains', parseOwnedDomains, 'list']] as const)(
  '%s parser under 1,000 hostile payloads',
  (_feed, parse, shape) => {
    test('refuses only a wrong shape, keeps only items with unique non-empty ids', () => {
      expectOnlyWrongShapeRefused(parse, shape);
    });
  },
);

test('owned domains: only valid host names and hex brand colours survive', () => {
  fc.assert(
    fc.property(hostilePayload, (payload) => {
      for (const domain of attempt(parseOwnedDomains, payload) ?? []) {
        expect(domain.domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(domain.brandColor).toMatch(/^#[0-9a-f]{3,6}$/i);
      }
      const current = attempt(parseCurrentDomain, payload);
      expect(current === null || typeof current.domain === 'string').toBe(true);
    }),
    { numRuns: RUNS },
  );
});
