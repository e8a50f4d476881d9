/**
 * Live transit's row of the map kinds' table (domain/map-kinds.ts): METRO vehicles and stations,
 * one layer, labelled and counted apart. Kept in its own file: the table would pass 450 lines.
 */
import type { TextKey } from '@/i18n/catalogs/en';
import { t, tp } from '@/i18n/translate';
import { formatAge } from './freshness';
import { placeTransit, TRANSIT_LIVE_MS, transitAgeMinutes } from './map-items';
import type { DetailPart, MapKindSpec, MarkerBox, MarkerTone } from './map-kinds';
import type { Heading } from './types';

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

/** The feed's words, or nothing when it gave none. */
const fromFeed = (text: string): DetailPart => (text ? { feed: text } : '');

/** A station's ring with room around it (px): light on the desktop's map, dark on the phone's. */
const STATION_BOX = { light: [24, 24], dark: [28, 28] } as const satisfies Record<
  MarkerTone,
  MarkerBox
>;

/**
 * A vehicle pill's width on screen (px), never less than drawn: padding and arrow, then 8 px a
 * character of the bold 12 px name. Measured in the built site: "A" 35.3, "Blue" 56, "Green" 66.6,
 * "Orange" 75.5 (this gives 37, 61, 69, 77).
 */
export function vehiclePillWidth(shortName: string): number {
  return 29 + 8 * [...shortName].length;
}

export const TRANSIT_KIND = {
  layer: 'transit',
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
    count: (points) => {
      const vehicles = points.filter((point) => point.type === 'vehicle').length;
      const parts = [
        vehicles ? tp('transit.kind.vehicles', vehicles) : '',
        vehicles < points.length ? tp('transit.kind.stations', points.length - vehicles) : '',
      ].filter(Boolean);
      return parts.reduce((first, next) => t('map.cluster.kindsJoin', { first, next }));
    },
    switchCount: (points) => points.filter((point) => point.type === 'vehicle').length,
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
  place: (items, area) => placeTransit(items, area),
  // The stations' rings; each vehicle's pill is as wide as its line's name.
  box: STATION_BOX,
  itemBox: (point, tone) =>
    point.type === 'station'
      ? STATION_BOX[tone]
      : tone === 'dark'
        ? [vehiclePillWidth(point.shortName) + 4, 28]
        : [vehiclePillWidth(point.shortName), 24],
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
  live: {
    label: () => t('transit.kind.layer'),
    detail: (points, feed) => {
      const vehicles = points.filter((point) => point.type === 'vehicle').length;
      if (feed === 'error' && !vehicles) return t('transit.feed.unavailable');
      return tp('transit.kind.vehicles', vehicles);
    },
  },
  city: {
    live: (count) => tp('transit.kind.vehicles', count),
    liveWaiting: {
      loading: () => t('transit.feed.loading'),
      unavailable: () => t('transit.feed.unavailable'),
    },
    localLabel: () => t('transit.kind.layer'),
    localCount: (count) => tp('transit.kind.vehicles', count),
  },
} as const satisfies MapKindSpec<'transit'>;
