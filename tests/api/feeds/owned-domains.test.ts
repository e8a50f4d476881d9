import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseCurrentDomain, parseOwnedDomains } from '@/api/feeds/owned-domains';

const EDINA = {
  domain: 'edinanews.com',
  city: 'Edina',
  county: 'Hennepin',
  category: 'community',
  description: 'News for Edina',
  brandColor: '#2563eb',
  coordinates: { lat: 44.8897, lng: -93.3499 },
};

describe('parseOwnedDomains', () => {
  test('the contract example, with its nested coordinates', () => {
    expect(parseOwnedDomains([EDINA])).toEqual([
      {
        id: 'edinanews.com',
        domain: 'edinanews.com',
        city: 'Edina',
        county: 'Hennepin',
        category: 'community',
        description: 'News for Edina',
        brandColor: '#2563eb',
        position: { lat: 44.8897, lng: -93.3499 },
      },
    ]);
  });
  test('flat lat/lng are not the contract: the domain has no position', () => {
    const [domain] = parseOwnedDomains([
      { ...EDINA, coordinates: undefined, lat: 44.9, lng: -93.3 },
    ]);
    expect(domain?.position).toBeNull();
  });
  test.each([
    [
      { lat: '44.9', lng: '-93.3' },
      { lat: 44.9, lng: -93.3 },
    ],
    [{ lat: 'north', lng: -93.3 }, null],
    [{ lat: 44.9 }, null],
    ['44.9,-93.3', null],
  ])('coordinates %j → %j', (coordinates, position) => {
    expect(parseOwnedDomains([{ ...EDINA, coordinates }])[0]?.position).toEqual(position);
  });
  test('a domain must be a valid host name and have a city', () => {
    const domains = parseOwnedDomains([
      { domain: 'Edina.News', city: 'Edina', brandColor: '#7c3aed' },
      { domain: 'javascript:alert(1)', city: 'Evil' },
      { domain: 'nocity.news' },
    ]);
    expect(domains.map((d) => d.domain)).toEqual(['edina.news']);
  });
  test('a brand colour that is not hex gets the default; an unknown category is "other"', () => {
    const [d] = parseOwnedDomains([
      { domain: 'a.news', city: 'A', brandColor: 'red;background:url(x)', category: 'urban' },
    ]);
    expect(d?.brandColor).toBe('#1d4ed8');
    expect(d?.category).toBe('other');
  });
  test('an object is not the list', () => {
    expect(() => parseOwnedDomains({ domains: [EDINA] })).toThrow(WrongShapeError);
  });
});

describe('parseCurrentDomain', () => {
  test('the record for this host, with its host', () => {
    expect(parseCurrentDomain({ ...EDINA, host: 'EdinaNews.com' })).toMatchObject({
      domain: 'edinanews.com',
      host: 'edinanews.com',
      position: { lat: 44.8897, lng: -93.3499 },
    });
  });
  test('no record (an empty answer or a 401) is null', () => {
    expect(parseCurrentDomain(null)).toBeNull();
  });
  test.each([[{ domain: { domain: 'b.news', city: 'B' } }], [{ domain: null }], [[EDINA]], ['x']])(
    '%j is not a domain record: the call fails',
    (payload) => {
      expect(() => parseCurrentDomain(payload)).toThrow(WrongShapeError);
    },
  );
});
