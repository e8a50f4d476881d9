import { describe, expect, test } from 'vitest';
import { parseForecastDocument, parsePeriod, parsePointLinks } from '@/api/feeds/forecast-parse';
import forecastSample from '@/mocks/fixtures/nws-forecast.json';
import hourlySample from '@/mocks/fixtures/nws-forecast-hourly.json';
import pointsSample from '@/mocks/fixtures/nws-points.json';

describe('parsePointLinks', () => {
  test('the recorded /points answer gives the forecast URLs as sent', () => {
    expect(parsePointLinks(pointsSample)).toEqual({
      forecast: 'https://api.weather.gov/gridpoints/MPX/107,71/forecast',
      forecastHourly: 'https://api.weather.gov/gridpoints/MPX/107,71/forecast/hourly',
    });
  });
  test.each([
    ['no properties', {}],
    ['a missing hourly URL', { properties: { forecast: 'https://api.weather.gov/x' } }],
    [
      'a javascript: URL',
      { properties: { forecast: 'javascript:alert(1)', forecastHourly: 'https://a.b/c' } },
    ],
    ['a list', []],
  ])('%s is a failure, never a guessed URL', (_, payload) => {
    expect(() => parsePointLinks(payload)).toThrow(/forecast/);
  });
});

describe('parseForecastDocument', () => {
  test('the 7-day sample: 14 named periods with °F, null chances kept null', () => {
    const { updateTime, periods } = parseForecastDocument(forecastSample);
    expect(updateTime).toBe('2026-11-25T19:08:00+00:00');
    expect(periods).toHaveLength(14);
    expect(periods[1]).toMatchObject({
      name: 'Tonight',
      isDaytime: false,
      precipitationPercent: 70,
      windSpeed: '15 to 20 mph',
    });
    expect(periods.find((p) => p.name === 'Friday')?.precipitationPercent).toBeNull();
  });
  test('the hourly sample: 48 hours in time order', () => {
    const { periods } = parseForecastDocument(hourlySample);
    expect(periods).toHaveLength(48);
    expect(periods[0]).toMatchObject({ name: '', temperatureF: 24, precipitationPercent: 20 });
  });
  test('°C is converted to °F', () => {
    const period = parsePeriod({
      startTime: '2026-11-25T14:00:00-06:00',
      endTime: '2026-11-25T15:00:00-06:00',
      temperature: -10,
      temperatureUnit: 'C',
    });
    expect(period?.temperatureF).toBeCloseTo(14, 6);
  });
  test('a period without a temperature or with an end before its start is skipped', () => {
    const { periods } = parseForecastDocument({
      properties: {
        updateTime: '2026-11-25T19:08:00+00:00',
        periods: [
          { startTime: '2026-11-25T14:00:00-06:00', endTime: '2026-11-25T15:00:00-06:00' },
          {
            startTime: '2026-11-25T15:00:00-06:00',
            endTime: '2026-11-25T14:00:00-06:00',
            temperature: 20,
          },
          'junk',
          {
            startTime: '2026-11-25T16:00:00-06:00',
            endTime: '2026-11-25T17:00:00-06:00',
            temperature: '21',
            probabilityOfPrecipitation: { value: 140 },
            shortForecast: '<img src=x onerror=alert(1)>',
          },
        ],
      },
    });
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ temperatureF: 21, precipitationPercent: null });
    // Kept as text: React renders it as text, never as HTML.
    expect(periods[0]!.shortForecast).toBe('<img src=x onerror=alert(1)>');
  });
  test('a temperature no metro forecast can give (a unit mix-up, 1e308) skips its period', () => {
    const hour = (start: number, temperature: number, temperatureUnit = 'F') => ({
      startTime: `2026-11-25T${start}:00:00-06:00`,
      endTime: `2026-11-25T${start + 1}:00:00-06:00`,
      temperature,
      temperatureUnit,
    });
    const { periods } = parseForecastDocument({
      properties: {
        periods: [
          hour(10, 9999),
          hour(11, 1e308),
          hour(12, -1e308),
          hour(13, 60, 'C'),
          hour(14, 21),
        ],
      },
    });
    expect(periods.map((period) => period.temperatureF)).toEqual([21]);
    expect(() => parseForecastDocument({ properties: { periods: [hour(10, 9999)] } })).toThrow(
      /period/,
    );
  });
  test('a period repeated (the same start twice) is kept once, the first sent', () => {
    const hour = (temperature: number, start = '2026-11-25T14:00:00-06:00') => ({
      startTime: start,
      endTime: '2026-11-25T15:00:00-06:00',
      temperature,
    });
    const { periods } = parseForecastDocument({
      properties: { periods: [hour(20), hour(30), hour(25, '2026-11-25T20:00:00Z')] },
    });
    expect(periods.map((period) => period.temperatureF)).toEqual([20]);
  });
  test.each([
    ['a problem document', { title: 'Unexpected Problem', status: 500 }],
    ['periods that are not a list', { properties: { periods: {} } }],
    ['null', null],
    ['periods none of which can be read', { properties: { periods: [{ a: 1 }, 2] } }],
    [
      'periods without temperatures',
      { properties: { periods: [{ startTime: '2026-11-25T14:00:00-06:00', temperature: null }] } },
    ],
  ])('%s is a failure, never an empty forecast', (_, payload) => {
    expect(() => parseForecastDocument(payload)).toThrow(/period/);
  });
  test('an updateTime that does not parse is kept as unknown', () => {
    expect(
      parseForecastDocument({ properties: { updateTime: 'soon', periods: [] } }).updateTime,
    ).toBe('');
  });
});
