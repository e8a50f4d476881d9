/**
 * What a visitor reads of live transit as a kind of map point (its facts are in model.ts): METRO
 * vehicles and stations, labelled and counted apart. Plain functions and getters over the catalog,
 * as words/ are (decision 022).
 */
import type { TextKey } from '@/i18n/catalogs/en';
import { t, tp } from '@/i18n/translate';
import { TRANSIT_LIVE_MS, transitAgeMinutes } from '@/domain/map-items';
import type { Heading, TransitPoint } from '@/domain/types';
import { formatAge } from '@/words/freshness';
import { fromFeed } from '@/words/detail-part';
import { joinCounts } from '@/words/labels';
import type { KindWords } from '@/words/map-kinds';

/**
 * Each heading's message key, written out whole: the production build shortens every key literal
 * (src/build/short-message-keys.ts), so a key put together at the call site from the heading would
 * find no message there (and the build refuses one).
 */
const HEADING_KEYS = {
  north: 'transit.heading.north',
  south: 'transit.heading.south',
  east: 'transit.heading.east',
  west: 'transit.heading.west',
} as const satisfies Record<Heading, TextKey>;

/** "northbound", "southbound" … in the visitor's language. */
export const headingWord = (heading: Heading): string => t(HEADING_KEYS[heading]);

/** "3 transit vehicles, 2 transit stations", each sort only when there is one. */
export function countSorts(points: readonly TransitPoint[]): string {
  const vehicles = points.filter((point) => point.type === 'vehicle').length;
  const parts = [
    vehicles ? tp('transit.kind.vehicles', vehicles) : '',
    vehicles < points.length ? tp('transit.kind.stations', points.length - vehicles) : '',
  ].filter(Boolean);
  return joinCounts(parts);
}

export const TRANSIT_WORDS = {
  get label() {
    return t('transit.kind.vehicle');
  },
  get layerLabel() {
    return t('transit.kind.layer');
  },
  count: (count) => tp('transit.kind.vehicles', count),
  sorts: {
    label: (point) =>
      point.type === 'vehicle' ? t('transit.kind.vehicle') : t('transit.kind.station'),
    count: countSorts,
  },
  title: (point) => {
    if (point.type === 'station') return point.name;
    const heading = point.heading ? headingWord(point.heading) : '';
    const title = point.destination
      ? t('transit.vehicle.toward', { line: point.line, heading, destination: point.destination })
      : t('transit.vehicle.line', { line: point.line, heading });
    const ageMs = Date.now() - point.locatedAt;
    return ageMs > TRANSIT_LIVE_MS
      ? t('transit.vehicle.lastSeen', {
          title,
          minutes: transitAgeMinutes(point.locatedAt, Date.now()),
        })
      : title;
  },
  describe: (point) =>
    point.type === 'vehicle'
      ? [fromFeed(point.line)]
      : [fromFeed([...new Set(point.calls.map((call) => call.shortName))].join(' · '))],
  feed: {
    loading: () => t('transit.feed.loading'),
    messages: {
      get unavailable() {
        return t('transit.feed.unavailable');
      },
      get refreshFailed() {
        return t('transit.feed.unavailable');
      },
    },
    failedWithAge: (updatedAt, now) =>
      t('transit.feed.unavailableAge', { age: formatAge(now - updatedAt) }),
  },
} as const satisfies KindWords<'transit'>;
