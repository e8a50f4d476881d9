import { describe, expect, test } from 'vitest';
import { networkBarLinks, siteLink } from '@/domain/network-links';
import {
  bloomington,
  domain,
  eagan,
  edina,
  minneapolis,
  plymouth,
  saintPaul,
  stillwater,
} from './fixtures';

describe('network bar links', () => {
  const all = [edina, minneapolis, bloomington, plymouth, saintPaul, eagan, stillwater];
  test('siblings: same county, at most 3, to https://{domain}', () => {
    const { siblings } = networkBarLinks(edina, all);
    expect(siblings.map((l) => l.url)).toEqual([
      'https://minneapolis.news',
      'https://bloomington.news',
      'https://plymouth.news',
    ]);
  });
  test('nearby: other counties within 0.5°, nearest first, at most 2', () => {
    expect(networkBarLinks(edina, all).nearby.map((l) => l.city)).toEqual(['Eagan', 'Saint Paul']);
  });
  test('a lone county with nothing near has no links', () => {
    const lonely = domain({
      domain: 'far.news',
      city: 'Far',
      county: 'Faraway',
      position: { lat: 47, lng: -95 },
    });
    expect(networkBarLinks(lonely, all)).toEqual({ siblings: [], nearby: [] });
  });
  test('an invalid host name never becomes a link', () => {
    expect(siteLink(domain({ domain: 'javascript:alert(1)', city: 'Bad' }))).toBeNull();
    expect(siteLink(edina)).toEqual({
      domain: 'edina.news',
      city: 'Edina',
      county: 'Hennepin',
      url: 'https://edina.news',
    });
  });
});
