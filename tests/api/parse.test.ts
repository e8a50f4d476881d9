import { describe, expect, test } from 'vitest';
import {
  finiteNumber,
  listIn,
  parseCameras,
  parseCities,
  parseCurrentDomain,
  parseNews,
  parseOwnedDomains,
  parseServerWeather,
  parseSystemStatus,
  parseTransit,
} from '@/api/parse';

describe('lists', () => {
  test.each([[null], [undefined], ['cams'], [42], [{ not: 'a list' }]])(
    '%j is an empty list',
    (payload) => {
      expect(parseCameras(payload)).toEqual([]);
      expect(parseNews(payload)).toEqual([]);
      expect(parseCities(payload)).toEqual([]);
    },
  );
  test('a wrapped list is read from its key', () => {
    expect(listIn({ alerts: [1] }, 'alerts')).toEqual([1]);
  });
});

describe('parseCameras', () => {
  test('keeps a full camera', () => {
    const [camera] = parseCameras([
      {
        id: 'C1',
        name: 'I-94 @ Snelling',
        imageUrl: 'https://video.dot.state.mn.us/video/image/metro/C1',
        latitude: 44.95,
        longitude: -93.17,
        highway: 'I-94',
        direction: 'EB',
        county: 'Ramsey',
        status: 'active',
      },
    ]);
    expect(camera).toEqual({
      id: 'C1',
      name: 'I-94 @ Snelling',
      imageUrl: 'https://video.dot.state.mn.us/video/image/metro/C1',
      position: { lat: 44.95, lng: -93.17 },
      highway: 'I-94',
      direction: 'EB',
      county: 'Ramsey',
      status: 'active',
    });
  });
  test('drops items without an id or a name, and duplicate ids', () => {
    const cameras = parseCameras([
      { id: 'A', name: 'a' },
      { id: '', name: 'x' },
      { name: 'no id' },
      { id: 'B' },
      null,
      'str',
      { id: 'A', name: 'dup' },
    ]);
    expect(cameras.map((c) => c.id)).toEqual(['A']);
  });
  test('non-numeric coordinates leave the camera in lists without a position', () => {
    const cameras = parseCameras([
      { id: 'A', name: 'a', latitude: 'north', longitude: -93 },
      { id: 'B', name: 'b', latitude: Number.NaN, longitude: -93 },
      { id: 'C', name: 'c', latitude: '44.9', longitude: '-93.2' },
      { id: 'D', name: 'd', latitude: 444, longitude: -93 },
    ]);
    expect(cameras.map((c) => c.position)).toEqual([null, null, { lat: 44.9, lng: -93.2 }, null]);
  });
  test('an unsafe image URL is dropped and an unknown status is "unknown"', () => {
    const [camera] = parseCameras([
      { id: 'A', name: 'a', imageUrl: 'javascript:alert(1)', status: 'exploded' },
    ]);
    expect(camera?.imageUrl).toBeNull();
    expect(camera?.status).toBe('unknown');
  });
  test('huge strings are capped', () => {
    const [camera] = parseCameras([{ id: 'A', name: 'x'.repeat(100_000) }]);
    expect(camera?.name.length).toBe(2000);
  });
});

describe('parseNews', () => {
  test('defaults: category General, impact low, no tags, no url for "#"', () => {
    const [item] = parseNews([{ id: 1, title: 'Plows out', url: '#', tags: 'snow' }]);
    expect(item).toMatchObject({
      id: '1',
      category: 'General',
      impact: 'low',
      tags: [],
      url: null,
      position: null,
    });
  });
  test('tags are strings, unique, non-empty', () => {
    const [item] = parseNews([{ id: 'n', title: 't', tags: ['snow', 'snow', '', null, 5] }]);
    expect(item?.tags).toEqual(['snow', '5']);
  });
});

describe('parseCities', () => {
  test.each([
    [undefined, 0],
    [null, 0],
    ['many', 0],
    ['1200', 1200],
    [-5, 0],
    [Number.NaN, 0],
  ])('population %j counts as %d', (population, expected) => {
    expect(parseCities([{ name: 'X', population }])[0]?.population).toBe(expected);
  });
  test('the id falls back to the name', () => {
    expect(parseCities([{ name: 'Edina' }])[0]?.id).toBe('Edina');
  });
});

describe('parseOwnedDomains and parseCurrentDomain', () => {
  test('a domain must be a valid host name and have a city', () => {
    const domains = parseOwnedDomains([
      { id: 1, domain: 'Edina.News', city: 'Edina', brandColor: '#7c3aed' },
      { id: 2, domain: 'javascript:alert(1)', city: 'Evil' },
      { id: 3, domain: 'nocity.news' },
    ]);
    expect(domains.map((d) => d.domain)).toEqual(['edina.news']);
  });
  test('a brand colour that is not hex gets the default', () => {
    const [d] = parseOwnedDomains([
      { domain: 'a.news', city: 'A', brandColor: 'red;background:url(x)' },
    ]);
    expect(d?.brandColor).toBe('#1d4ed8');
  });
  test('current domain: a record, a wrapped record, or null', () => {
    expect(parseCurrentDomain({ domain: 'a.news', city: 'A' })?.domain).toBe('a.news');
    expect(parseCurrentDomain({ domain: { domain: 'b.news', city: 'B' } })?.domain).toBe('b.news');
    expect(parseCurrentDomain(null)).toBeNull();
    expect(parseCurrentDomain({ domain: null })).toBeNull();
  });
});

describe('parseSystemStatus', () => {
  test('counts services and derives the overall state', () => {
    const status = parseSystemStatus({
      services: [
        { name: 'NWS', status: 'operational' },
        { name: 'Metro Transit', status: 'down' },
      ],
    });
    expect(status.overall).toBe('degraded');
    expect(status.services.map((s) => s.state)).toEqual(['operational', 'down']);
  });
  test('garbage gives no services, operational overall', () => {
    expect(parseSystemStatus('nope')).toEqual({
      overall: 'operational',
      services: [],
      checkedAt: '',
    });
  });
});

test('parseServerWeather keeps readings with a location; non-numeric values are null', () => {
  const readings = parseServerWeather([
    { id: 'KMSP', location: 'MSP Airport', temperatureF: 'cold', windMph: 12 },
    { id: 'x' },
  ]);
  expect(readings).toHaveLength(1);
  expect(readings[0]).toMatchObject({ temperatureF: null, windMph: 12 });
});

test('parseTransit reads { alerts } and maps unknown severities to info', () => {
  const alerts = parseTransit({
    alerts: [
      { id: 'a', title: 'Detour', severity: 'SEVERE' },
      { id: 'b', title: 'x', severity: 'apocalyptic' },
    ],
  });
  expect(alerts.map((a) => a.severity)).toEqual(['severe', 'info']);
});

test('finiteNumber', () => {
  expect(finiteNumber('  ')).toBeNull();
  expect(finiteNumber('1e3')).toBe(1000);
  expect(finiteNumber(Infinity)).toBeNull();
});
