import { renderHook, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { selectMapPoints } from '@/domain/compact-view';
import type { Camera, LatLng, NewsItem } from '@/domain/types';
import { parseCameras } from '@/entities/camera/feed';
import { PICK_IN_RENDER_MAX_CAMERAS, useMapPoints } from '@/pages/phone/use-map-points';

const realCameras: Camera[] = parseCameras(
  JSON.parse(
    readFileSync(join(process.cwd(), '..', 'shared', 'data', 'mndot-cameras.json'), 'utf8'),
  ),
);
const stories: NewsItem[] = Array.from({ length: 6 }, (_, i) => ({
  id: `s${i}`,
  title: `Story ${i}`,
  description: '',
  category: 'Traffic',
  impact: 'low',
  source: '',
  publishedAt: new Date(Date.UTC(2025, 0, 15, 18, i)).toISOString(),
  url: null,
  tags: [],
  county: 'Hennepin',
  position: { lat: 44.85 + i * 0.05, lng: -93.5 + i * 0.06 },
}));
const renderPoints = (cameras: readonly Camera[], center: LatLng | null = null) =>
  renderHook(({ list }) => useMapPoints(list, stories, center), {
    initialProps: { list: cameras },
  });

describe('useMapPoints', () => {
  test('a short camera list is picked from in the render', () => {
    const short = realCameras.slice(0, PICK_IN_RENDER_MAX_CAMERAS);
    const { result } = renderPoints(short);
    expect(result.current).toEqual(selectMapPoints(short, stories));
  });

  test('the real camera list: the stories first, then the picks selectMapPoints makes', async () => {
    expect(realCameras.length).toBeGreaterThan(PICK_IN_RENDER_MAX_CAMERAS);
    const { result } = renderPoints(realCameras);
    expect(result.current).toEqual(selectMapPoints([], stories));
    const picks = selectMapPoints(realCameras, stories);
    expect(picks.cameras).toHaveLength(8);
    await waitFor(() => expect(result.current).toEqual(picks));
  });

  test('a new list keeps the points on the map until its own picks are made', async () => {
    const { result, rerender } = renderPoints(realCameras);
    const first = selectMapPoints(realCameras, stories);
    await waitFor(() => expect(result.current).toEqual(first));
    // The cameras picked first are gone from the next answer.
    const picked = new Set(first.cameras.map((camera) => camera.id));
    const moved = realCameras.filter((camera) => !picked.has(camera.id));
    expect(selectMapPoints(moved, stories)).not.toEqual(first);
    rerender({ list: moved });
    expect(result.current).toEqual(first);
    await waitFor(() => expect(result.current).toEqual(selectMapPoints(moved, stories)));
  });
});
