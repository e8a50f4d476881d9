/**
 * For each kind drawn by its age, what time changes in how its items are drawn at `now` (ms):
 * transit's vehicles fade after 2 minutes and go after 5, a station's reading is not current after
 * 2 hours. The map places a kind's items anew when this changes, even with no new answer (a feed
 * that fails keeps its last items). Apart from the kinds' facts, so only the maps that place
 * items with it download it (not a phone's first screen).
 */
import type { MapKind, MapKindItems } from '@/domain/map-kinds';
import { transitDrawnAsOf } from '@/entities/transit/drawn-as-of';
import { weatherDrawnAsOf } from '@/entities/weather-station/drawn-as-of';

export const KIND_DRAWN_AS_OF: {
  readonly [K in MapKind]?: (items: readonly MapKindItems[K][], now: number) => string;
} = {
  transit: transitDrawnAsOf,
  weather: weatherDrawnAsOf,
};
