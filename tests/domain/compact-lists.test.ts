import { describe, expect, test } from 'vitest';
import { selectNewsStories, selectTrafficCameras } from '@/domain/compact-lists';
import { CAPS, TWIN_CITIES_CENTER } from '@/domain/constants';
import { camera, grid, minutesAgo, story } from './compact-fixtures';

describe('selectTrafficCameras', () => {
  test('at most six, working cameras first', () => {
    const list = [
      camera('off', TWIN_CITIES_CENTER, 'maintenance'),
      ...grid(10).map((position, i) => camera(`on${i}`, position)),
    ];
    const picked = selectTrafficCameras(list);
    expect(picked).toHaveLength(CAPS.compactTrafficCameras);
    expect(picked.every((c) => c.status === 'active')).toBe(true);
  });

  test('without a city: spread over the metro, starting nearest downtown', () => {
    const list = [
      camera('far', { lat: 45.15, lng: -93.7 }),
      camera('downtown', { lat: 44.978, lng: -93.266 }),
      camera('next-door', { lat: 44.979, lng: -93.267 }),
      camera('east', { lat: 44.95, lng: -92.85 }),
    ];
    expect(
      selectTrafficCameras(list)
        .slice(0, 3)
        .map((c) => c.id),
    ).toEqual(['downtown', 'far', 'east']);
  });

  test('cameras without coordinates fill up after the spread ones', () => {
    const list = [camera('nowhere', null), camera('here', TWIN_CITIES_CENTER)];
    expect(selectTrafficCameras(list).map((c) => c.id)).toEqual(['here', 'nowhere']);
  });

  test('with a city: nearest first; unknown positions and inactive cameras last', () => {
    const edina = { lat: 44.8956, lng: -93.3547 };
    const list = [
      camera('nowhere', null),
      camera('stpaul', { lat: 44.9442, lng: -93.0936 }),
      camera('edina', { lat: 44.896, lng: -93.355 }),
      camera('edina-off', { lat: 44.8957, lng: -93.3548 }, 'inactive'),
      camera('minneapolis', TWIN_CITIES_CENTER),
    ];
    expect(selectTrafficCameras(list, { center: edina }).map((c) => c.id)).toEqual([
      'edina',
      'minneapolis',
      'stpaul',
      'nowhere',
      'edina-off',
    ]);
  });

  test('empty in, empty out', () => {
    expect(selectTrafficCameras([])).toEqual([]);
  });
});

describe('selectNewsStories', () => {
  test('the ten newest', () => {
    const items = Array.from({ length: 14 }, (_, i) => story(`n${i}`, null, minutesAgo(14 - i)));
    const picked = selectNewsStories(items).map((item) => item.id);
    expect(picked).toHaveLength(CAPS.compactNews);
    expect(picked[0]).toBe('n13');
    expect(picked.at(-1)).toBe('n4');
  });
});
