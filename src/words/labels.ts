/**
 * Every visitor-facing word and unit the site repeats, read from the active catalog: camera status,
 * news impact, temperature, wind, humidity, visibility, directions and the feeds' loading and
 * failure lines. A component never spells these itself, so the same thing always reads the same way.
 * The records are getters, so each read gives the word in the language chosen at that moment.
 */
import { t } from '@/i18n/translate';
import { compassOctant } from '@/domain/units';
import type { CameraStatus, NewsImpact } from '@/domain/types';

export const CAMERA_STATUS_LABEL: Readonly<Record<CameraStatus, string>> = {
  get active() {
    return t('cameraStatus.active');
  },
  get inactive() {
    return t('cameraStatus.inactive');
  },
  get maintenance() {
    return t('cameraStatus.maintenance');
  },
  get unknown() {
    return t('cameraStatus.unknown');
  },
};

/** "High impact" …; an unknown impact has no words (nothing is said of it). */
export const IMPACT_LABEL: Readonly<Record<Exclude<NewsImpact, 'unknown'>, string>> = {
  get high() {
    return t('impact.high');
  },
  get medium() {
    return t('impact.medium');
  },
  get low() {
    return t('impact.low');
  },
};

/** A reading that is missing reads as "--" with its unit, never as 0. */
const MISSING = '--';

const whole = (value: number) => String(Math.round(value));

/** "17°F" (NWS writes it without a space); "--°F" when there is no reading. */
export function temperatureLabel(fahrenheit: number | null): string {
  return t('unit.temperature', { value: fahrenheit === null ? MISSING : whole(fahrenheit) });
}

/** "15 mph"; "-- mph" when missing. */
export function windLabel(mph: number | null): string {
  return t('unit.wind', { value: mph === null ? MISSING : whole(mph) });
}

/** Degrees → an eight-point compass direction: "N", "NE", … in the active language. */
export function compassDirection(degrees: number): string {
  return t('unit.compass').split('|')[compassOctant(degrees)] ?? '';
}

/** "15 mph NW": speed and the compass point the wind comes from. */
export function windWithDirectionLabel(mph: number, degrees: number): string {
  return t('unit.windWithDirection', {
    speed: windLabel(mph),
    direction: compassDirection(degrees),
  });
}

/** "71%"; "--%" when missing. */
export function humidityLabel(percent: number | null): string {
  return t('unit.humidity', { value: percent === null ? MISSING : whole(percent) });
}

/** "10 mi", "2.5 mi". */
export function visibilityLabel(miles: number): string {
  return t('unit.visibility', { value: Number(miles.toFixed(1)) });
}

const DIRECTION_KEYS = {
  NB: 'direction.NB',
  SB: 'direction.SB',
  EB: 'direction.EB',
  WB: 'direction.WB',
} as const;

/** "NB" → "Northbound"; anything else as given, '' stays ''. */
export function directionLabel(direction: string): string {
  const trimmed = direction.trim();
  const key = DIRECTION_KEYS[trimmed.toUpperCase() as keyof typeof DIRECTION_KEYS];
  return key ? t(key) : trimmed;
}

/** What a part says while a feed loads, when it never arrived, and when a refresh failed. */
export const FEED_MESSAGES = {
  cameras: {
    get loading() {
      return t('feed.cameras.loading');
    },
    get unavailable() {
      return t('feed.cameras.unavailable');
    },
    get refreshFailed() {
      return t('feed.cameras.refreshFailed');
    },
  },
  news: {
    get loading() {
      return t('feed.news.loading');
    },
    get unavailable() {
      return t('feed.news.unavailable');
    },
    get refreshFailed() {
      return t('feed.news.refreshFailed');
    },
  },
} as const;

/** Counts of several sorts in one phrase: "12 traffic cameras, 2 news stories"; '' for none. */
export function joinCounts(parts: readonly string[]): string {
  return parts.length
    ? parts.reduce((first, next) => t('map.cluster.kindsJoin', { first, next }))
    : '';
}
