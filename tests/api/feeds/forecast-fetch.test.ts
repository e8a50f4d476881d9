// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  fetchForecast,
  FORECAST_RETRY_DELAYS_MS,
  forgetPointLinks,
  pointKey,
  pointsUrl,
  viaNwsBase,
} from '@/api/feeds/forecast-fetch';
import { demoForecast, demoPoints } from '@/mocks/weather-forecast';
import { server, answerFromDemoApi } from '../../msw-server';

answerFromDemoApi();

const METRO = { lat: 44.9778, lng: -93.265 };
const NOW = Date.now();

/** Counts requests to a path and answers them in turn from `answers` (the last one repeats). */
function answerInTurn(path: string, answers: (() => Response)[]) {
  const seen: Request[] = [];
  server.use(
    http.get(path, ({ request }) => {
      seen.push(request);
      return answers[Math.min(seen.length - 1, answers.length - 1)]!();
    }),
  );
  return seen;
}

const problem = (status: number) => () =>
  HttpResponse.json(
    { title: 'Unexpected Problem', status },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
const daily = () => HttpResponse.json(demoForecast('daily', 107, NOW) as never);

beforeEach(() => {
  forgetPointLinks();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('where the forecast comes from', () => {
  test('/points with 4 decimals, then the two URLs it names (followed, never built)', async () => {
    const points = answerInTurn('https://api.weather.gov/points/:point', [
      () =>
        HttpResponse.json({
          properties: {
            forecast: 'https://api.weather.gov/gridpoints/ABC/9,8/forecast',
            forecastHourly: 'https://api.weather.gov/gridpoints/ABC/9,8/forecast/hourly',
          },
        }),
    ]);
    const forecastRequests = answerInTurn('https://api.weather.gov/gridpoints/ABC/9,8/forecast', [
      daily,
    ]);
    const forecast = await fetchForecast({ lat: 44.977812345, lng: -93.26500001 });
    expect(points[0]!.url).toBe('https://api.weather.gov/points/44.9778,-93.265');
    expect(forecastRequests).toHaveLength(1);
    expect(forecast.periods.length).toBeGreaterThan(0);
    expect(forecast.hourly.length).toBe(48);
  });
  test('no credentials and only the safelisted Accept header (no CORS preflight)', async () => {
    const seen = answerInTurn('https://api.weather.gov/points/:point', [
      () => HttpResponse.json(demoPoints(METRO.lat, METRO.lng)),
    ]);
    await fetchForecast(METRO);
    expect(seen[0]!.credentials).toBe('omit');
    expect(seen[0]!.headers.get('accept')).toBe('application/geo+json');
  });
  test('/points is asked once a session: again from memory, and after a reload from the session', async () => {
    const seen = answerInTurn('https://api.weather.gov/points/:point', [
      () => HttpResponse.json(demoPoints(METRO.lat, METRO.lng)),
    ]);
    await fetchForecast(METRO);
    await fetchForecast(METRO);
    forgetPointLinks();
    await fetchForecast(METRO);
    expect(seen).toHaveLength(1);
  });
  test('storage that refuses still works for the page', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(fetchForecast(METRO)).resolves.toHaveProperty('periods');
    setItem.mockRestore();
  });
  test('the older issue time of the two documents is the forecast’s', async () => {
    answerInTurn('https://api.weather.gov/gridpoints/:office/:cell/forecast/hourly', [
      () =>
        HttpResponse.json({
          properties: { updateTime: '2026-11-25T10:00:00+00:00', periods: [] },
        }),
    ]);
    const forecast = await fetchForecast(METRO);
    expect(forecast.updateTime).toBe('2026-11-25T10:00:00+00:00');
  });
});

describe('retries', () => {
  test('a 500 then a 503 are retried after 1 s and 4 s, then the answer is used', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = answerInTurn('https://api.weather.gov/gridpoints/:office/:cell/forecast', [
      problem(500),
      problem(503),
      daily,
    ]);
    const result = fetchForecast(METRO);
    await vi.advanceTimersByTimeAsync(FORECAST_RETRY_DELAYS_MS[0] - 1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(FORECAST_RETRY_DELAYS_MS[1]);
    await expect(result).resolves.toHaveProperty('periods');
    expect(seen).toHaveLength(3);
  });
  test('after two retries the failure stands', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = answerInTurn('https://api.weather.gov/gridpoints/:office/:cell/forecast', [
      problem(503),
    ]);
    const result = fetchForecast(METRO);
    const settled = expect(result).rejects.toThrow(/503/);
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(seen).toHaveLength(3);
  });
  test.each([404, 400, 502])('a %i is not retried', async (status) => {
    const seen = answerInTurn('https://api.weather.gov/gridpoints/:office/:cell/forecast/hourly', [
      problem(status),
    ]);
    await expect(fetchForecast(METRO)).rejects.toThrow(String(status));
    expect(seen).toHaveLength(1);
  });
  test('an answer of the wrong shape is a failure, logged once with its URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerInTurn('https://api.weather.gov/gridpoints/:office/:cell/forecast', [
      () => HttpResponse.json({ properties: { periods: 'none' } }),
    ]);
    await expect(fetchForecast(METRO)).rejects.toThrow(/periods/);
    const logged = [...warn.mock.calls, ...error.mock.calls].flat().join(' ');
    expect(logged).toContain('/gridpoints/MPX/107,71/forecast');
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('URLs', () => {
  test('4 decimals, trailing zeros dropped', () => {
    expect(pointKey({ lat: 44.97781, lng: -93.26504 })).toBe('44.9778,-93.265');
    expect(pointsUrl({ lat: 45, lng: -93.1 })).toBe('https://api.weather.gov/points/45,-93.1');
  });
  test('with the default NWS base, URLs are followed unchanged', () => {
    const url = 'https://api.weather.gov/gridpoints/MPX/107,71/forecast';
    expect(viaNwsBase(url)).toBe(url);
    expect(viaNwsBase('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
  });
});
