import { describe, expect, test } from 'vitest';
import { capitalise, newsDateLabel, plural, truncate } from '@/domain/display-text';
import { cityPageTitle, pageTitle } from '@/domain/document-title';
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

describe('document titles', () => {
  test('a city page names the city', () => {
    expect(cityPageTitle('Edina')).toBe('Edina Local News · Twin Cities Live');
    expect(cityPageTitle('  Eden Prairie ')).toBe('Eden Prairie Local News · Twin Cities Live');
  });
  test('no city gives the app name', () => {
    expect(cityPageTitle('')).toBe('Twin Cities Live');
    expect(pageTitle('Domain Not Found')).toBe('Domain Not Found · Twin Cities Live');
    expect(pageTitle(' ')).toBe('Twin Cities Live');
  });
});

describe('display text', () => {
  test('truncate keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('edina.news', 80)).toBe('edina.news');
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('a'.repeat(500), 80)).toHaveLength(80);
  });
  test('plural', () => {
    expect(plural(1, 'camera')).toBe('1 camera');
    expect(plural(0, 'camera')).toBe('0 cameras');
    expect(plural(2, 'story nearby', 'stories nearby')).toBe('2 stories nearby');
  });
  test('newsDateLabel', () => {
    expect(newsDateLabel('2025-01-05T22:12:00Z', 'en-US')).toMatch(
      /^Jan 5, 2025, \d{1,2}:12 [AP]M$/,
    );
    expect(newsDateLabel('')).toBe('');
    expect(newsDateLabel('not a date')).toBe('');
  });
  test('capitalise', () => {
    expect(capitalise('suburban')).toBe('Suburban');
    expect(capitalise('')).toBe('');
  });
});

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
