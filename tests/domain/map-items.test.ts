import { describe, expect, test } from 'vitest';
import {
  nearestPlaceName,
  firstItems,
  localCentre,
  mapArea,
  placeCameras,
  placeNearby,
  placeNews,
  placeStations,
  spreadAround,
} from '@/domain/map-items';
import { TWIN_CITIES_CENTER } from '@/domain/constants';
import { distanceKm, isInMetroBox } from '@/domain/geo';
import { edina } from './fixtures';
import { camera, nearEdina, station, story } from './map-item-fixtures';

const farFromEdina = { lat: 45.15, lng: -92.9 }; // ~35 km away, still in the box
const outsideBox = { lat: 45.5, lng: -93.3 };

describe('metro mode', () => {
  const area = mapArea('metro');
  test('draws only items with coordinates inside the box', () => {
    const placed = placeCameras(
      [camera('in', nearEdina), camera('none', null), camera('out', outsideBox)],
      area,
    );
    expect(placed.map((entry) => entry.item.id)).toEqual(['in']);
    expect(placed[0]!.point).toBe(placed[0]!.item.position);
  });
  test('keeps the box edges', () => {
    expect(placeCameras([camera('corner', { lat: 45.2, lng: -93.8 })], area)).toHaveLength(1);
  });
  test('leaves out news without coordinates', () => {
    expect(
      placeNews([story('a', null), story('b', nearEdina)], area).map((e) => e.item.id),
    ).toEqual(['b']);
  });
  test('applies the news filter', () => {
    const items = [story('a', nearEdina), story('b', nearEdina)];
    expect(placeNews(items, area, (item) => item.id === 'b').map((e) => e.item.id)).toEqual(['b']);
  });
  test('keeps the feed order', () => {
    const items = [camera('3', nearEdina), camera('1', nearEdina), camera('2', nearEdina)];
    expect(placeCameras(items, area).map((e) => e.item.id)).toEqual(['3', '1', '2']);
  });
});

describe('local mode (a domain page)', () => {
  const area = mapArea('local', edina);
  test('centres on the domain', () => {
    expect(area).toMatchObject({ mode: 'local', centre: edina.position, county: 'Hennepin' });
  });
  test('a domain without a position centres on the Twin Cities', () => {
    expect(localCentre({ position: null, county: 'Hennepin' })).toEqual(TWIN_CITIES_CENTER);
    expect(localCentre(undefined)).toEqual(TWIN_CITIES_CENTER);
  });
  test('keeps cameras within 25 km', () => {
    const placed = placeCameras([camera('near', nearEdina), camera('far', farFromEdina)], area);
    expect(placed.map((e) => e.item.id)).toEqual(['near']);
  });
  test('places news without coordinates from the county at the centre, spread apart', () => {
    const placed = placeNews(
      [story('a', null), story('b', null), story('other', null, 'Ramsey'), story('c', nearEdina)],
      area,
    );
    expect(placed.map((e) => e.item.id)).toEqual(['c', 'a', 'b']);
    expect(placed[1]!.point).toEqual(edina.position);
    expect(placed[2]!.point).not.toEqual(edina.position);
    expect(distanceKm(placed[2]!.point, edina.position!)).toBeLessThan(1);
  });
  test('leaves out located news beyond 25 km', () => {
    expect(placeNews([story('far', farFromEdina)], area)).toEqual([]);
  });
  test('weather stations within 25 km are drawn, as cameras are (issue 17)', () => {
    const stations = [station('S1', 44.88, -93.22), station('S2', 45.14, -93.21)];
    expect(placeStations(stations, area).map((placed) => placed.item.id)).toEqual(['S1']);
    expect(placeStations(stations, mapArea('metro', null))).toHaveLength(2);
  });
});

describe('spreadAround', () => {
  test('the first point is the centre, the next six form a ring', () => {
    const points = spreadAround({ lat: 45, lng: -93 }, 7, 0.01);
    expect(points[0]).toEqual({ lat: 45, lng: -93 });
    const distances = points.slice(1).map((point) => distanceKm(point, { lat: 45, lng: -93 }));
    expect(Math.max(...distances) - Math.min(...distances)).toBeLessThan(0.5);
    expect(new Set(points.map((p) => `${p.lat},${p.lng}`)).size).toBe(7);
  });
  test('later points move to a wider ring', () => {
    const points = spreadAround({ lat: 45, lng: -93 }, 9, 0.01);
    expect(distanceKm(points[8]!, points[0]!)).toBeGreaterThan(distanceKm(points[1]!, points[0]!));
  });
  test('no points for zero items', () => {
    expect(spreadAround({ lat: 45, lng: -93 }, 0)).toEqual([]);
  });
  test('every point stays in the box for a central city', () => {
    expect(spreadAround(TWIN_CITIES_CENTER, 30).every((p) => isInMetroBox(p))).toBe(true);
  });
});

describe('firstItems (card caps)', () => {
  test.each([
    [[1, 2, 3, 4, 5, 6, 7, 8], 6, [1, 2, 3, 4, 5, 6]],
    [[1, 2], 6, [1, 2]],
    [[], 6, []],
    [undefined, 6, []],
    [[1, 2], -1, []],
  ])('firstItems(%j, %d)', (items, count, expected) => {
    expect(firstItems(items, count)).toEqual(expected);
  });
});

describe('nearest place names', () => {
  test('the nearest named place, or none', () => {
    const places = [
      { name: 'Downtown Minneapolis', at: { lat: 44.9765, lng: -93.2695 } },
      { name: 'Edina', at: { lat: 44.89, lng: -93.35 } },
    ];
    expect(nearestPlaceName({ lat: 44.98, lng: -93.27 }, places)).toBe('Downtown Minneapolis');
    expect(nearestPlaceName({ lat: 44.88, lng: -93.36 }, places)).toBe('Edina');
    expect(nearestPlaceName({ lat: 44.88, lng: -93.36 }, [])).toBe('');
  });
});

describe('placeNearby: any kind whose points carry their own position', () => {
  const point = (id: string, position: { lat: number; lng: number } | null) => ({ id, position });
  test('metro: each point inside the box at its own position, in the given order', () => {
    const placed = placeNearby(
      [
        point('b', nearEdina),
        point('none', null),
        point('out', outsideBox),
        point('a', farFromEdina),
      ],
      mapArea('metro'),
    );
    expect(placed.map((entry) => entry.item.id)).toEqual(['b', 'a']);
    expect(placed[0]!.point).toBe(nearEdina);
  });
  test('a city page: only those within its 25 km', () => {
    const area = mapArea('local', edina);
    const placed = placeNearby([point('near', nearEdina), point('far', farFromEdina)], area);
    expect(placed.map((entry) => entry.item.id)).toEqual(['near']);
  });
});
