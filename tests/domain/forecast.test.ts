import { describe, expect, test } from 'vitest';
import {
  forecastView,
  upcomingPeriods,
  type Forecast,
  type ForecastPeriod,
} from '@/domain/forecast';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-25T20:30:00Z');

function period(startMs: number, hours = 1, extra: Partial<ForecastPeriod> = {}): ForecastPeriod {
  return {
    name: '',
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(startMs + hours * HOUR).toISOString(),
    isDaytime: true,
    temperatureF: 20,
    precipitationPercent: null,
    windSpeed: '10 mph',
    windDirection: 'NW',
    shortForecast: 'Snow',
    detailedForecast: '',
    ...extra,
  };
}

const hours = (fromMs: number, count: number) =>
  Array.from({ length: count }, (_, index) => period(fromMs + index * HOUR));

function forecast(hourly: ForecastPeriod[], issuedAgoMs = HOUR): Forecast {
  return {
    updateTime: new Date(NOW - issuedAgoMs).toISOString(),
    periods: Array.from({ length: 16 }, (_, index) =>
      period(NOW - 2 * HOUR + index * 12 * HOUR, 12, { name: `P${index}` }),
    ),
    hourly,
  };
}

describe('periods that have ended are dropped', () => {
  test('an hour whose end has passed is gone; the hour under way stays', () => {
    // 19:00–20:00 has ended; 20:00–21:00 is under way at 20:30.
    const list = hours(NOW - 1.5 * HOUR, 4);
    expect(upcomingPeriods(list, NOW).map((p) => p.startTime)).toEqual([
      new Date(NOW - 0.5 * HOUR).toISOString(),
      new Date(NOW + 0.5 * HOUR).toISOString(),
      new Date(NOW + 1.5 * HOUR).toISOString(),
    ]);
  });
  test('a period ending exactly now has ended', () => {
    expect(upcomingPeriods([period(NOW - HOUR)], NOW)).toEqual([]);
  });
  test('a period without a readable end is dropped', () => {
    expect(upcomingPeriods([{ ...period(NOW), endTime: 'soon' }], NOW)).toEqual([]);
  });
});

describe('forecastView', () => {
  test('shows the next 12 hours and 14 periods (7 days) from now', () => {
    const view = forecastView(forecast(hours(NOW - 3 * HOUR, 48)), NOW);
    expect(view.hours).toHaveLength(12);
    expect(view.hours[0]!.startTime).toBe(new Date(NOW).toISOString());
    expect(view.periods).toHaveLength(14);
    expect(view.periods[0]!.name).toBe('P0');
    expect(view.outOfDate).toBeNull();
  });
  test('fewer than 6 hours left marks it out of date', () => {
    const view = forecastView(forecast(hours(NOW, 5)), NOW);
    expect(view.hours).toHaveLength(5);
    expect(view.outOfDate).toBe('few-hours-left');
  });
  test('exactly 6 hours left is still current', () => {
    expect(forecastView(forecast(hours(NOW, 6)), NOW).outOfDate).toBeNull();
  });
  test('issued more than 12 hours ago is out of date, even with hours ahead', () => {
    const view = forecastView(forecast(hours(NOW, 48), 12 * HOUR + 60_000), NOW);
    expect(view.outOfDate).toBe('issued-long-ago');
  });
  test('issued exactly 12 hours ago is still current', () => {
    expect(forecastView(forecast(hours(NOW, 48), 12 * HOUR), NOW).outOfDate).toBeNull();
  });
  test('a forecast days old (a stale CDN copy) shows no ended period and says so', () => {
    const old = forecast(hours(NOW - 72 * HOUR, 48), 72 * HOUR);
    const view = forecastView({ ...old, periods: old.periods.slice(0, 2) }, NOW + 72 * HOUR);
    expect(view.hours).toEqual([]);
    expect(view.periods).toEqual([]);
    expect(view.outOfDate).toBe('issued-long-ago');
  });
  test('an issue time that does not parse is not current, and not said to be 12 hours old', () => {
    const view = forecastView({ ...forecast(hours(NOW, 48)), updateTime: '' }, NOW);
    expect(view.outOfDate).toBe('issue-time-unknown');
    const garbled = forecastView({ ...forecast(hours(NOW, 2)), updateTime: 'soon' }, NOW);
    expect(garbled.outOfDate).toBe('issue-time-unknown');
  });
});
