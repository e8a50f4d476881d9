import { describe, expect, test } from 'vitest';
import { isMetroDomain, nearestDomainWithin, suggestDomain } from '@/domain/suggest';
import { domain, eagan, edina, metro, minneapolis, saintPaul } from './fixtures';

const domains = [edina, minneapolis, saintPaul, eagan, metro];

describe('suggestDomain', () => {
  test('1. the chosen city wins, case-insensitive', () => {
    expect(suggestDomain({ domains, selectedCity: 'EDINA', visitor: null })).toBe(edina);
  });
  test('1. a city name matches either way ("Saint Paul" ↔ "Saint Paul Downtown")', () => {
    expect(suggestDomain({ domains, selectedCity: 'Saint Paul Downtown', visitor: null })).toBe(
      saintPaul,
    );
    expect(suggestDomain({ domains, selectedCity: 'eag', visitor: null })).toBe(eagan);
  });
  test('1. a city match beats a nearer domain', () => {
    const nearMinneapolis = { lat: 44.98, lng: -93.27 };
    expect(suggestDomain({ domains, selectedCity: 'Eagan', visitor: nearMinneapolis })).toBe(eagan);
  });
  test('2. with no city, the nearest domain within 25 km of the visitor', () => {
    const southEdina = { lat: 44.88, lng: -93.35 };
    expect(suggestDomain({ domains, selectedCity: null, visitor: southEdina })).toBe(edina);
  });
  test('2. an unknown city falls through to the visitor position', () => {
    const stPaulCapitol = { lat: 44.955, lng: -93.102 };
    expect(suggestDomain({ domains, selectedCity: 'Duluth', visitor: stPaulCapitol })).toBe(
      saintPaul,
    );
  });
  test('3. a far-away visitor gets the metro domain', () => {
    const duluth = { lat: 46.7867, lng: -92.1005 };
    expect(suggestDomain({ domains, selectedCity: null, visitor: duluth })).toBe(metro);
  });
  test('3. no city and no position gives the metro domain', () => {
    expect(suggestDomain({ domains, selectedCity: null, visitor: null })).toBe(metro);
  });
  test('a city containing "Minneapolis-Saint Paul" counts as the metro domain', () => {
    const hub = domain({
      domain: 'hub.news',
      city: 'Greater Minneapolis-Saint Paul',
      category: 'other',
    });
    expect(suggestDomain({ domains: [edina, hub], selectedCity: null, visitor: null })).toBe(hub);
    expect(isMetroDomain(hub)).toBe(true);
  });
  test('no domains gives null', () => {
    expect(
      suggestDomain({ domains: [], selectedCity: 'Edina', visitor: { lat: 44.9, lng: -93.3 } }),
    ).toBeNull();
  });
  test('an empty selected city is ignored', () => {
    expect(suggestDomain({ domains, selectedCity: '  ', visitor: null })).toBe(metro);
  });
});

describe('nearestDomainWithin (25,000 m)', () => {
  test('just inside 25 km is found, just outside is not', () => {
    const origin = { lat: 44.9, lng: -93.3 };
    const kmPerDegLat = 111.195;
    const inside = domain({
      domain: 'in.news',
      city: 'In',
      position: { lat: 44.9 + 24.9 / kmPerDegLat, lng: -93.3 },
    });
    const outside = domain({
      domain: 'out.news',
      city: 'Out',
      position: { lat: 44.9 - 25.1 / kmPerDegLat, lng: -93.3 },
    });
    expect(nearestDomainWithin([outside, inside], origin)).toBe(inside);
    expect(nearestDomainWithin([outside], origin)).toBeNull();
  });
  test('domains without coordinates are skipped', () => {
    expect(
      nearestDomainWithin([domain({ domain: 'x.news', city: 'X' })], { lat: 44.9, lng: -93.3 }),
    ).toBeNull();
  });
});
