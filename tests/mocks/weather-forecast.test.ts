import { describe, expect, test } from 'vitest';
import { parseForecastDocument, parsePointLinks } from '@/api/feeds/forecast-parse';
import { parseRadarTime } from '@/components/map/radar/radar-time';
import { upcomingPeriods } from '@/domain/forecast';
import {
  demoForecast,
  demoPoints,
  demoRadarImage,
  demoRadarTime,
  NWS_FORECAST_PATH,
  NWS_POINTS_PATH,
  RADAR_IMAGE_PATH,
  RADAR_TIME_PATH_PATTERN,
} from '@/mocks/weather-forecast';

const HOUR_MS = 3_600_000;
const NOW = Date.parse('2026-01-12T15:23:45Z');

describe('demoPoints', () => {
  test('links a place to its grid cell’s forecasts, which the app’s parser accepts', () => {
    const links = parsePointLinks(demoPoints(44.9778, -93.265));
    expect(links.forecast).toBe('https://api.weather.gov/gridpoints/MPX/107,71/forecast');
    expect(links.forecastHourly).toBe(
      'https://api.weather.gov/gridpoints/MPX/107,71/forecast/hourly',
    );
  });

  test('places a few kilometres apart get different cells', () => {
    const here = parsePointLinks(demoPoints(44.9778, -93.265)).forecast;
    const east = parsePointLinks(demoPoints(44.9778, -93.1)).forecast;
    expect(east).not.toBe(here);
    expect(NWS_FORECAST_PATH.exec(new URL(east).pathname)?.[1]).toBe(String(107 + 5));
  });
});

describe('demoForecast', () => {
  test('hourly periods start at the current hour and parse in full', () => {
    const answer = demoForecast('hourly', 107, NOW);
    const { periods, updateTime } = parseForecastDocument(answer);
    expect(periods).toHaveLength(answer.properties.periods.length);
    const hourStart = Math.floor(NOW / HOUR_MS) * HOUR_MS;
    expect(Date.parse(periods[0]!.startTime)).toBe(hourStart);
    expect(Date.parse(updateTime)).toBe(hourStart - 50 * 60_000);
  });

  test('twelve-hour periods move by whole days: the first has not ended, and none is lost', () => {
    const answer = demoForecast('daily', 107, NOW);
    const { periods } = parseForecastDocument(answer);
    expect(periods).toHaveLength(answer.properties.periods.length);
    const first = periods[0]!;
    expect(Date.parse(first.endTime)).toBeGreaterThan(NOW);
    expect(Date.parse(first.endTime) - NOW).toBeLessThanOrEqual(24 * HOUR_MS);
    // A period's name stays true to its time of day: the shift is whole days.
    const sample = demoForecast('daily', 107, Date.parse(answer.properties.periods[0]!.startTime));
    expect(sample.properties.periods.map((period) => period.name)).toEqual(
      answer.properties.periods.map((period) => period.name),
    );
  });

  test('at every hour of the day all 14 periods are still ahead (the page shows the same list)', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const now = NOW + hour * HOUR_MS;
      const { periods } = parseForecastDocument(demoForecast('daily', 107, now));
      expect(upcomingPeriods(periods, now), `at +${hour} h`).toHaveLength(14);
    }
    // …also at the very end of the first period.
    const end = Date.parse(demoForecast('daily', 107, NOW).properties.periods[0]!.endTime);
    const { periods } = parseForecastDocument(demoForecast('daily', 107, end));
    expect(upcomingPeriods(periods, end)).toHaveLength(14);
  });

  test('a neighbouring cell is a degree or two warmer, never colder', () => {
    const base = demoForecast('hourly', 107, NOW).properties.periods[0]!.temperature;
    const next = demoForecast('hourly', 108, NOW).properties.periods[0]!.temperature;
    expect(next - base).toBeGreaterThanOrEqual(1);
    expect(next - base).toBeLessThanOrEqual(2);
  });

  test('a period keeps its UTC offset', () => {
    const { periods } = demoForecast('hourly', 107, NOW).properties;
    expect(periods[0]!.startTime).toMatch(/-0[56]:00$/);
  });
});

describe('radar', () => {
  test('the radar time is the mosaic of 5 minutes ago, on the 5-minute step', () => {
    const valid = Date.parse(parseRadarTime(demoRadarTime(NOW)));
    expect(valid % (5 * 60_000)).toBe(0);
    expect(NOW - valid).toBeGreaterThanOrEqual(5 * 60_000);
    expect(NOW - valid).toBeLessThan(10 * 60_000);
  });

  test('the image is an 800 × 400 SVG whose band moves with the frame’s time', () => {
    const at = (time: string | null) => demoRadarImage(time, NOW);
    const image = at('2026-01-12T15:00:00Z');
    expect(image).toMatch(/^<svg [^>]*width="800" height="400"/);
    expect(at('2026-01-12T15:10:00Z')).not.toBe(image);
    expect(at(null)).toBe(at(new Date(NOW).toISOString()));
    expect(at('not a time')).toBe(at('1970-01-01T00:00:00Z'));
  });

  test('the paths match the URLs the app requests', () => {
    expect(NWS_POINTS_PATH.exec('/points/44.9778,-93.265')?.slice(1)).toEqual([
      '44.9778',
      '-93.265',
    ]);
    expect(NWS_FORECAST_PATH.exec('/gridpoints/MPX/107,71/forecast/hourly')?.[3]).toBe('/hourly');
    expect(RADAR_TIME_PATH_PATTERN.test('/data/gis/images/4326/USCOMP/n0q_0.json')).toBe(true);
    expect(RADAR_IMAGE_PATH.test('/cgi-bin/wms/nexrad/n0q-t.cgi')).toBe(true);
    expect(RADAR_IMAGE_PATH.test('/cgi-bin/wms/nexrad/n0r.cgi')).toBe(false);
  });
});
