/**
 * The NWS forecast as the site shows it: which periods are still ahead, how many to show, and when
 * a forecast must be called out of date. Pure rules; the parser (api/forecast-parse) feeds them.
 */
import { timestampOf } from './freshness';

/** One period of `/forecast` (12 h, named) or `/forecast/hourly` (1 h, name ''). */
export interface ForecastPeriod {
  /** "Tonight", "Thursday"; '' for an hour. */
  name: string;
  /** ISO with the local offset, as sent. */
  startTime: string;
  endTime: string;
  isDaytime: boolean;
  /** °F, converted when the period was sent in °C. */
  temperatureF: number;
  /** % chance of precipitation; null when NWS gives none (it often does for dry days). */
  precipitationPercent: number | null;
  /** "10 to 15 mph", as sent ('' when absent). */
  windSpeed: string;
  /** "NW" ('' when absent). */
  windDirection: string;
  shortForecast: string;
  detailedForecast: string;
}

export interface Forecast {
  /** When the forecaster last issued it (ISO). */
  updateTime: string;
  /** Twelve-hour periods, in order. */
  periods: ForecastPeriod[];
  /** Hourly periods, in order. */
  hourly: ForecastPeriod[];
}

export const FORECAST_HOURS_SHOWN = 12;
/** Seven days of day and night periods. */
export const FORECAST_PERIODS_SHOWN = 14;
/** Fewer hours than this still ahead: the forecast is out of date. */
export const FORECAST_MIN_HOURS = 6;
/** An issue older than this (ms) is out of date. */
export const FORECAST_MAX_ISSUE_AGE_MS = 12 * 60 * 60 * 1000;

/**
 * Why a forecast is not shown as current: issued more than 12 hours ago, fewer than 6 hours left,
 * or no readable issue time (it may be old, but is never said to be "more than 12 hours" old);
 * null when it is current.
 */
export type ForecastOutOfDate = 'few-hours-left' | 'issued-long-ago' | 'issue-time-unknown' | null;

export interface ForecastView {
  hours: ForecastPeriod[];
  periods: ForecastPeriod[];
  outOfDate: ForecastOutOfDate;
}

/** Periods whose end is still ahead (a period without a readable end is dropped). */
export function upcomingPeriods(
  periods: readonly ForecastPeriod[],
  nowMs: number,
): ForecastPeriod[] {
  return periods.filter((period) => timestampOf(period.endTime) > nowMs);
}

/** What to show of `forecast` at `nowMs`: never a period that has ended, never old as current. */
export function forecastView(forecast: Forecast, nowMs: number): ForecastView {
  const hoursLeft = upcomingPeriods(forecast.hourly, nowMs);
  const issuedAt = timestampOf(forecast.updateTime);
  const outOfDate: ForecastOutOfDate = !issuedAt
    ? 'issue-time-unknown'
    : nowMs - issuedAt > FORECAST_MAX_ISSUE_AGE_MS
      ? 'issued-long-ago'
      : hoursLeft.length < FORECAST_MIN_HOURS
        ? 'few-hours-left'
        : null;
  return {
    hours: hoursLeft.slice(0, FORECAST_HOURS_SHOWN),
    periods: upcomingPeriods(forecast.periods, nowMs).slice(0, FORECAST_PERIODS_SHOWN),
    outOfDate,
  };
}
