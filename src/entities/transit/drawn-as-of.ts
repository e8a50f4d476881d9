import { TRANSIT_GONE_MS, TRANSIT_LIVE_MS, transitAgeMinutes } from '@/domain/map-items';
import type { TransitPoint } from '@/domain/types';

/**
 * What time changes in how the vehicles are drawn at `now` (ms): each one live, gone, or faded
 * with its whole minutes ("last seen 3 min ago"). Unchanged while nothing shown would change.
 */
export function transitDrawnAsOf(points: readonly TransitPoint[], now: number): string {
  let key = '';
  for (const point of points) {
    if (point.type !== 'vehicle') continue;
    const age = now - point.locatedAt;
    key +=
      age > TRANSIT_GONE_MS
        ? 'g'
        : age > TRANSIT_LIVE_MS
          ? `${transitAgeMinutes(point.locatedAt, now)},`
          : 'l';
  }
  return key;
}
