// The cameras and stories the phone view's pick rules are tested with (compact-view and
// compact-lists).
import type { Camera, CameraStatus, LatLng, MaybeLatLng, NewsItem } from '@/domain/types';
import { camera as mapCamera, story as mapStory } from './map-item-fixtures';

export const NOW = Date.parse('2025-01-15T18:00:00Z');
export const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

export const camera = (
  id: string,
  position: MaybeLatLng,
  status: CameraStatus = 'active',
): Camera => mapCamera(id, position, { status });

export const story = (
  id: string,
  position: MaybeLatLng,
  publishedAt = minutesAgo(0),
): NewsItem => ({
  ...mapStory(id, position),
  source: '',
  publishedAt,
});

/** A grid of points well inside the metro box, `count` of them. */
export function grid(count: number): LatLng[] {
  return Array.from({ length: count }, (_, i) => ({
    lat: 44.75 + (Math.floor(i / 6) % 6) * 0.08,
    lng: -93.75 + (i % 6) * 0.17,
  }));
}
