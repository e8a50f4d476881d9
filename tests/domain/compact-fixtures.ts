// The cameras and stories the phone view's pick rules are tested with (compact-view and
// compact-lists).
import type { Camera, CameraStatus, LatLng, MaybeLatLng, NewsItem } from '@/domain/types';

export const NOW = Date.parse('2025-01-15T18:00:00Z');
export const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

export function camera(id: string, position: MaybeLatLng, status: CameraStatus = 'active'): Camera {
  return {
    id,
    name: `Camera ${id}`,
    imageUrl: null,
    position,
    highway: 'I-94',
    direction: 'EB',
    county: 'Hennepin',
    status,
  };
}

export function story(id: string, position: MaybeLatLng, publishedAt = minutesAgo(0)): NewsItem {
  return {
    id,
    title: `Story ${id}`,
    description: '',
    category: 'Traffic',
    impact: 'low',
    source: '',
    publishedAt,
    url: null,
    tags: [],
    position,
    county: 'Hennepin',
  };
}

/** A grid of points well inside the metro box, `count` of them. */
export function grid(count: number): LatLng[] {
  return Array.from({ length: count }, (_, i) => ({
    lat: 44.75 + (Math.floor(i / 6) % 6) * 0.08,
    lng: -93.75 + (i % 6) * 0.17,
  }));
}
