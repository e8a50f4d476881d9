import { describe, expect, test } from 'vitest';
import { parseRadarTime, radarTimeUrl } from '@/components/map/radar/radar-time';
import sample from '@/mocks/fixtures/iem-radar-valid.json';

describe('parseRadarTime', () => {
  test('the recorded n0q_0.json gives meta.valid', () => {
    expect(parseRadarTime(sample)).toBe('2026-11-25T20:05:00.000Z');
  });
  test.each([
    ['no meta', {}],
    ['a valid time that does not parse', { meta: { valid: 'now' } }],
    ['a number', { meta: { valid: 1764101100 } }],
    ['a list', [{ meta: { valid: '2026-11-25T20:05:00Z' } }]],
  ])('%s is a failure: radar is never shown without its time', (_, payload) => {
    expect(() => parseRadarTime(payload)).toThrow(/meta\.valid/);
  });
  test('the time is read from IEM by default', () => {
    expect(radarTimeUrl()).toBe(
      'https://mesonet.agron.iastate.edu/data/gis/images/4326/USCOMP/n0q_0.json',
    );
  });
});
