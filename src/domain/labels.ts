/**
 * Every visitor-facing word and unit the site repeats, in one place: camera status, news impact,
 * temperature, wind, humidity, visibility, directions and the feeds' loading and failure lines.
 * A component never spells these itself, so the same thing always reads the same way.
 */
import { compassDirection } from './units';
import type { CameraStatus, NewsImpact } from './types';

export const CAMERA_STATUS_LABEL: Record<CameraStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  maintenance: 'Under maintenance',
  unknown: 'Status unknown',
};

export const IMPACT_LABEL: Record<NewsImpact, string> = {
  high: 'High impact',
  medium: 'Medium impact',
  low: 'Low impact',
};

/** A reading that is missing reads as "--" with its unit, never as 0. */
const MISSING = '--';

const whole = (value: number) => String(Math.round(value));

/** "17°F" (NWS writes it without a space); "--°F" when there is no reading. */
export function temperatureLabel(fahrenheit: number | null): string {
  return `${fahrenheit === null ? MISSING : whole(fahrenheit)}°F`;
}

/** "15 mph"; "-- mph" when missing. */
export function windLabel(mph: number | null): string {
  return `${mph === null ? MISSING : whole(mph)} mph`;
}

/** "15 mph NW": speed and the compass point the wind comes from. */
export function windWithDirectionLabel(mph: number, degrees: number): string {
  return `${windLabel(mph)} ${compassDirection(degrees)}`;
}

/** "71%"; "--%" when missing. */
export function humidityLabel(percent: number | null): string {
  return `${percent === null ? MISSING : whole(percent)}%`;
}

/** "10 mi", "2.5 mi". */
export function visibilityLabel(miles: number): string {
  return `${Number(miles.toFixed(1))} mi`;
}

const DIRECTIONS: Record<string, string> = {
  NB: 'Northbound',
  SB: 'Southbound',
  EB: 'Eastbound',
  WB: 'Westbound',
};

/** "NB" → "Northbound"; anything else as given, '' stays ''. */
export function directionLabel(direction: string): string {
  const trimmed = direction.trim();
  return DIRECTIONS[trimmed.toUpperCase()] ?? trimmed;
}

/** What a part says while a feed loads, when it never arrived, and when a refresh failed. */
export const FEED_MESSAGES = {
  cameras: {
    loading: 'Loading traffic cameras…',
    unavailable: 'Traffic camera data is unavailable right now.',
    refreshFailed: 'Traffic cameras: refresh failed, showing the last data.',
  },
  news: {
    loading: 'Loading local news…',
    unavailable: 'News is unavailable right now.',
    refreshFailed: 'News: refresh failed, showing the last data.',
  },
} as const;
