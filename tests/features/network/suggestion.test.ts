import { describe, expect, test } from 'vitest';
import { explainSuggestion, offeredOn, reasonText } from '@/features/network/suggestion';
import { parseOwnedDomains } from '@/api/feeds/owned-domains';
import { demoDomains } from '@/mocks/responses';
import { eagan, edina, metro, minneapolis, saintPaul } from '../../domain/fixtures';
import { t } from '@/i18n/translate';

const domains = [edina, minneapolis, saintPaul, eagan, metro];
const nearEdina = { lat: 44.89, lng: -93.35 };
const duluth = { lat: 46.7867, lng: -92.1005 };

describe('explainSuggestion', () => {
  test('a chosen city that has a site: that site, because of the city', () => {
    expect(explainSuggestion({ domains, selectedCity: 'Eagan', visitor: nearEdina })).toEqual({
      domain: eagan,
      reason: 'city',
    });
  });
  test('no city: the nearest site within 25 km, because of the position', () => {
    expect(explainSuggestion({ domains, selectedCity: null, visitor: nearEdina })).toEqual({
      domain: edina,
      reason: 'nearby',
    });
  });
  test('a chosen city without a site falls back to the position', () => {
    expect(explainSuggestion({ domains, selectedCity: 'Duluth', visitor: nearEdina })?.reason).toBe(
      'nearby',
    );
  });
  test('far away or no position: the metro site', () => {
    expect(explainSuggestion({ domains, selectedCity: null, visitor: duluth })).toEqual({
      domain: metro,
      reason: 'metro',
    });
    expect(explainSuggestion({ domains, selectedCity: null, visitor: null })?.reason).toBe('metro');
  });
  test('no sites: no suggestion', () => {
    expect(
      explainSuggestion({ domains: [], selectedCity: 'Edina', visitor: nearEdina }),
    ).toBeNull();
  });
  test('every reason has words', () => {
    expect(reasonText(t, 'city')).toBe('Matches the city you chose');
    expect(reasonText(t, 'nearby')).toBe('Closest to your location');
    expect(reasonText(t, 'metro')).toBe('News for the whole Twin Cities metro');
  });
});

describe('with the demo network (real coordinates)', () => {
  const demo = parseOwnedDomains(demoDomains());
  test.each([
    [{ lat: 44.8956, lng: -93.3547 }, 'edina.news'],
    [{ lat: 44.9442, lng: -93.0936 }, 'saintpaul.news'],
    [{ lat: 45.05, lng: -92.817 }, 'stillwater.news'],
    [{ lat: 46.7867, lng: -92.1005 }, 'twincities.news'],
  ])('a visitor at %j is offered %s', (visitor, expected) => {
    expect(explainSuggestion({ domains: demo, selectedCity: null, visitor })?.domain.domain).toBe(
      expected,
    );
  });
  test.each([
    ['Saint Paul', 'saintpaul.news'],
    ['maple grove', 'maplegrove.news'],
    ['Coon Rapids', 'coonrapids.news'],
  ])('choosing %s offers %s', (city, expected) => {
    expect(
      explainSuggestion({ domains: demo, selectedCity: city, visitor: null })?.domain.domain,
    ).toBe(expected);
  });
});

describe("offeredOn: what a page offers (a city's own site, or the network page)", () => {
  const byCity = { domain: eagan, reason: 'city' } as const;
  const byPosition = { domain: edina, reason: 'nearby' } as const;
  const fallback = { domain: metro, reason: 'metro' } as const;

  test('the network page offers whatever the rules chose, the metro-wide fallback too', () => {
    expect(offeredOn(null, byCity)).toBe(byCity);
    expect(offeredOn(null, fallback)).toBe(fallback);
    expect(offeredOn(null, null)).toBeNull();
  });

  test("a city's own site offers another site only when the visitor's city or position points to it", () => {
    expect(offeredOn(minneapolis, byCity)).toBe(byCity);
    expect(offeredOn(minneapolis, byPosition)).toBe(byPosition);
    expect(offeredOn(minneapolis, fallback)).toBeNull();
    expect(offeredOn(minneapolis, null)).toBeNull();
  });

  test('never the site itself, whatever the reason; the metro-wide site is offered no fallback either', () => {
    expect(offeredOn(edina, byPosition)).toBeNull();
    expect(offeredOn(eagan, byCity)).toBeNull();
    expect(offeredOn(metro, fallback)).toBeNull();
    expect(offeredOn(metro, byCity)).toBe(byCity);
  });
});
