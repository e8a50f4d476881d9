import { describe, expect, test } from 'vitest';
import { parseCameras } from '@/entities/camera/feed';
import { parseCities } from '@/api/feeds/cities';
import { parseNews } from '@/entities/news/feed';
import { parseCurrentDomain, parseOwnedDomains } from '@/api/feeds/owned-domains';
import { parseServerWeather } from '@/api/feeds/server-weather';
import { parseSystemStatus } from '@/api/feeds/system-status';
import { parseTransit } from '@/api/feeds/transit';
import { parseWeatherAlerts } from '@/entities/weather-alert/parse';
import { parseObservation } from '@/api/nws';
import { DOMAIN_CATEGORIES, METRO_COUNTIES, NWS_STATIONS } from '@/domain/constants';
import { isInMetroBox } from '@/domain/geo';
import { newsFixtures } from '@/mocks/fixtures/news';
import { transitAlertFixtures } from '@/mocks/fixtures/live';
import {
  demoApiResponse,
  demoCameras,
  demoCities,
  demoCurrentDomain,
  demoDomains,
  demoNews,
  demoObservation,
  demoServerWeather,
  demoTransit,
  demoWeatherAlerts,
  NWS_ALERTS_PATH,
  NWS_OBSERVATION_PATH,
} from '@/mocks/responses';
import { inSevenCounties } from './seven-counties';

const NOW = Date.parse('2026-01-12T15:00:00Z');
const MINUTE_MS = 60_000;

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('each /api/* answer parses through the app’s parser with nothing skipped', () => {
  const body = (path: string) => {
    const answer = demoApiResponse(path, 'localhost', NOW);
    expect(answer?.status, path).toBe(200);
    return answer?.body;
  };

  test.each([
    ['/api/cities', parseCities, demoCities().length],
    ['/api/owned-domains', parseOwnedDomains, demoDomains().length],
    ['/api/traffic-cams', parseCameras, demoCameras().length],
    ['/api/news', parseNews, newsFixtures.length],
  ] as const)('%s', (path, parse, length) => {
    expect(length).toBeGreaterThan(0);
    expect(parse(body(path))).toHaveLength(length);
  });

  test.each([
    ['/api/transit/metro-live', parseTransit, 'Metro Transit'],
    ['/api/weather/nws-live', parseServerWeather, 'National Weather Service'],
  ] as const)('%s', (path, parse, source) => {
    const answer = body(path) as { data: unknown[] };
    const snapshot = parse(answer);
    expect(snapshot.items).toHaveLength(answer.data.length);
    expect(snapshot.source).toBe(source);
    expect(snapshot.readAt).toBeGreaterThan(0);
  });

  test('/api/system-status', () => {
    expect(parseSystemStatus(body('/api/system-status')).workingCount).toBe(3);
  });

  test('a path the demo does not serve has no answer', () => {
    expect(demoApiResponse('/api/nothing', 'localhost', NOW)).toBeNull();
  });
});

describe('/api/current-domain', () => {
  test('a network host gets its record with the host; the record parses', () => {
    const answer = demoApiResponse('/api/current-domain', 'minneapolis.news', NOW);
    expect(answer?.status).toBe(200);
    expect(parseCurrentDomain(answer?.body)).toMatchObject({
      domain: 'minneapolis.news',
      city: 'Minneapolis',
      host: 'minneapolis.news',
    });
  });

  test('a host with the same first label (a test domain, any port) finds the same record', () => {
    expect(demoCurrentDomain('Minneapolis.test:4173')).toMatchObject({
      domain: 'minneapolis.news',
      host: 'minneapolis.test',
    });
  });

  test('any other host is 404: not a network site', () => {
    expect(demoApiResponse('/api/current-domain', 'example.org', NOW)?.status).toBe(404);
    expect(demoCurrentDomain('localhost')).toBeNull();
  });
});

describe('the demo world', () => {
  test('ids are unique in every list', () => {
    expect(unique(demoCameras().map((camera) => camera.id))).toBe(true);
    expect(unique(demoCities().map((city) => city.id))).toBe(true);
    expect(unique(demoCities().map((city) => city.name))).toBe(true);
    expect(unique(demoDomains().map((domain) => domain.domain))).toBe(true);
    expect(unique(demoNews(NOW).map((story) => story.id))).toBe(true);
  });

  test('every camera is inside the map box, in a metro county', () => {
    for (const camera of parseCameras(demoCameras())) {
      expect(isInMetroBox(camera.position), camera.id).toBe(true);
      expect(METRO_COUNTIES, camera.id).toContain(camera.county);
    }
  });

  test('cities and domains lie in the seven counties, with a contract category', () => {
    for (const city of parseCities(demoCities())) {
      expect(city.position && inSevenCounties(city.position), city.name).toBe(true);
      expect(METRO_COUNTIES, city.name).toContain(city.county);
    }
    for (const domain of demoDomains()) {
      expect(inSevenCounties(domain.coordinates), domain.domain).toBe(true);
      expect(DOMAIN_CATEGORIES, domain.domain).toContain(domain.category);
      expect(METRO_COUNTIES, domain.domain).toContain(domain.county);
    }
  });

  test('each domain names a city of /api/cities', () => {
    const cities = new Set(demoCities().map((city) => city.name));
    const metro = demoDomains().filter((domain) => domain.category === 'metro');
    for (const domain of demoDomains())
      if (domain.category !== 'metro') expect(cities, domain.domain).toContain(domain.city);
    expect(metro.length).toBeLessThanOrEqual(1);
  });
});

describe('times', () => {
  test('a story is published its minutes before the given time', () => {
    const [first] = demoNews(NOW);
    expect(Date.parse(first!.publishedAt)).toBe(NOW - newsFixtures[0]!.minutesAgo * MINUTE_MS);
  });

  test('a transit alert starts its minutes before the given time', () => {
    const { data } = demoTransit(NOW);
    expect(data.map((alert) => Date.parse(alert.startTime))).toEqual(
      transitAlertFixtures.map((alert) => NOW - alert.minutesAgo * MINUTE_MS),
    );
  });

  test('the server reads transit once a minute, 20 s late, and weather every 5 min, 3 min late', () => {
    const serverNow = Date.now();
    const transitRead = (at: number) => Date.parse(demoTransit(NOW, at).timestamp);
    const weatherRead = (at: number) => Date.parse(demoServerWeather(NOW, at).timestamp);
    expect(transitRead(serverNow + MINUTE_MS) - transitRead(serverNow)).toBe(MINUTE_MS);
    expect(transitRead(serverNow)).toBeLessThanOrEqual(serverNow - 20_000);
    expect(weatherRead(serverNow + 5 * MINUTE_MS) - weatherRead(serverNow)).toBe(5 * MINUTE_MS);
    expect(weatherRead(serverNow)).toBeLessThanOrEqual(serverNow - 3 * MINUTE_MS);
  });
});

describe('NWS answers', () => {
  /** NWS field behind each of the site's station values. */
  const NWS_FIELD: Readonly<Record<string, string>> = {
    temperatureF: 'temperature',
    humidityPercent: 'relativeHumidity',
    windMph: 'windSpeed',
    windDirectionDeg: 'windDirection',
    visibilityMi: 'visibility',
  };

  test.each(NWS_STATIONS.map((station) => [station.id, station] as const))(
    'station %s has an observation that parses; a value falls back only where NWS sent null',
    (id, station) => {
      const answer = demoObservation(id, NOW);
      const observation = parseObservation(answer, station);
      const properties = answer!.properties as unknown as Record<string, { value: unknown }>;
      for (const field of observation.fallbackFields)
        expect(properties[NWS_FIELD[field] ?? field]?.value ?? null, `${id} ${field}`).toBeNull();
      expect(Date.parse(observation.observedAt)).toBe(NOW - 14 * MINUTE_MS);
    },
  );

  test('most stations read in full; one shows the fallback badge', () => {
    const withFallbacks = NWS_STATIONS.filter(
      (station) =>
        parseObservation(demoObservation(station.id, NOW), station).fallbackFields.length,
    );
    expect(withFallbacks).toHaveLength(1);
  });

  test('an unknown station has no observation', () => {
    expect(demoObservation('KXXX', NOW)).toBeNull();
  });

  test('the active alerts parse to the metro ones', () => {
    expect(parseWeatherAlerts(demoWeatherAlerts(NOW)).length).toBeGreaterThan(0);
  });

  test('the NWS paths match the URLs the app requests', () => {
    expect(NWS_ALERTS_PATH.test('/alerts/active')).toBe(true);
    expect(NWS_OBSERVATION_PATH.exec('/stations/KMSP/observations/latest')?.[1]).toBe('KMSP');
    expect(NWS_OBSERVATION_PATH.test('/stations/KMSP/observations')).toBe(false);
  });
});
