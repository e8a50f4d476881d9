import { describe, expect, test } from 'vitest';
import {
  countDomainsInCounty,
  findDomainByName,
  footerCommunities,
  groupDomainsByCounty,
  nearbyDomains,
  siblingDomains,
} from '@/domain/network';
import {
  bloomington,
  chaska,
  domain,
  eagan,
  edina,
  mapleGrove,
  metro,
  minneapolis,
  plymouth,
  saintPaul,
  stillwater,
} from './fixtures';

const all = [
  edina,
  minneapolis,
  bloomington,
  plymouth,
  mapleGrove,
  saintPaul,
  eagan,
  stillwater,
  chaska,
  metro,
];

describe('siblingDomains', () => {
  test('same county only, never itself, at most 3', () => {
    const siblings = siblingDomains(edina, all);
    expect(siblings).toHaveLength(3);
    expect(siblings.every((d) => d.county === 'Hennepin' && d !== edina)).toBe(true);
  });
  test('a county with no other domain has no siblings', () => {
    expect(siblingDomains(stillwater, all)).toEqual([]);
  });
});

describe('nearbyDomains (other counties, within 0.5° lat and lng)', () => {
  test('Edina sees domains in other counties, nearest first, at most 2', () => {
    const nearby = nearbyDomains(edina, all);
    expect(nearby.map((d) => d.city)).toEqual(['Eagan', 'Saint Paul']);
  });
  test('0.5° is inclusive and 0.51° is out', () => {
    const here = domain({
      domain: 'a.news',
      city: 'A',
      county: 'X',
      position: { lat: 45, lng: -93 },
    });
    const edge = domain({
      domain: 'b.news',
      city: 'B',
      county: 'Y',
      position: { lat: 45.5, lng: -93.5 },
    });
    const beyond = domain({
      domain: 'c.news',
      city: 'C',
      county: 'Y',
      position: { lat: 45, lng: -93.51 },
    });
    expect(nearbyDomains(here, [here, edge, beyond]).map((d) => d.city)).toEqual(['B']);
  });
  test('a domain without coordinates has no nearby domains', () => {
    expect(nearbyDomains(domain({ domain: 'z.news', city: 'Z' }), all)).toEqual([]);
  });
});

describe('groupDomainsByCounty', () => {
  test('counties in a stable metro order, cities A–Z inside', () => {
    const groups = groupDomainsByCounty([stillwater, saintPaul, plymouth, edina, chaska, eagan]);
    expect(groups.map((g) => g.county)).toEqual([
      'Hennepin',
      'Ramsey',
      'Dakota',
      'Washington',
      'Carver',
    ]);
    expect(groups[0]?.domains.map((d) => d.city)).toEqual(['Edina', 'Plymouth']);
  });
  test('an unknown county goes last, an empty county is "Other"', () => {
    const odd = domain({ domain: 'odd.news', city: 'Odd', county: '' });
    const wright = domain({ domain: 'w.news', city: 'W', county: 'Wright' });
    expect(groupDomainsByCounty([odd, wright, edina]).map((g) => g.county)).toEqual([
      'Hennepin',
      'Other',
      'Wright',
    ]);
  });
});

describe('footerCommunities', () => {
  test('at most 2 per county and never the current domain', () => {
    const picked = footerCommunities(all, edina);
    expect(picked).not.toContain(edina);
    const perCounty = new Map<string, number>();
    picked.forEach((d) => perCounty.set(d.county, (perCounty.get(d.county) ?? 0) + 1));
    expect(Math.max(...perCounty.values())).toBeLessThanOrEqual(2);
  });
  test('at most 8 in all', () => {
    const many = Array.from({ length: 7 }, (_, county) =>
      Array.from({ length: 3 }, (_, i) =>
        domain({
          domain: `c${county}d${i}.news`,
          city: `C${county}D${i}`,
          county: `County ${county}`,
        }),
      ),
    ).flat();
    expect(footerCommunities(many, null)).toHaveLength(8);
  });
  test('no domains gives an empty list', () => {
    expect(footerCommunities([], null)).toEqual([]);
  });
});

test('countDomainsInCounty and findDomainByName (case-insensitive)', () => {
  expect(countDomainsInCounty(all, 'Hennepin')).toBe(6);
  expect(findDomainByName(all, 'EDINA.news')).toBe(edina);
  expect(findDomainByName(all, 'nowhere.news')).toBeUndefined();
});
