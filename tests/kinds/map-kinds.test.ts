import { describe, expect, test } from 'vitest';
import { mapArea } from '@/domain/map-items';
import {
  hasPoints,
  kindCount,
  kindSpec,
  layerCounts,
  MAP_KIND_LIST,
  MAP_KINDS,
  MAP_LAYER_KEYS,
  noLayerShown,
  selectMapItems as selectKindItems,
  placedOf,
  shownPoints,
  type MapItems,
  type MapItemsInput,
} from '@/kinds/map-kinds';
import type { Camera, NewsItem, TransitPoint, WeatherStation } from '@/domain/types';
import { ALL_LAYERS, parseLayers, serializeLayers } from '@/kinds/map-url-state';
import {
  aCamera,
  aStation,
  aStory,
  at,
  aTransitStation,
  camera,
  ITEM,
  nearEdina,
  station,
  story,
} from '../domain/map-item-fixtures';
import { transitStation, vehicle } from '../entities/transit/transit-fixtures';
import { itemsOf } from '../support/map-kinds';

const items: MapItems = {
  transit: [{ item: aTransitStation, point: at }],
  cameras: [{ item: aCamera, point: at }],
  weather: [{ item: aStation, point: at }],
  news: [
    { item: aStory, point: at },
    { item: { ...aStory, id: 'n2' }, point: at },
  ],
};

/** The kinds' items by the names the cases use. */
const selectMapItems = ({
  cameras,
  news,
  stations,
  transit,
  ...rest
}: Omit<MapItemsInput, 'items'> & {
  cameras: Camera[];
  news: NewsItem[];
  stations: WeatherStation[];
  transit?: TransitPoint[];
}) => selectKindItems({ items: { camera: cameras, news, weather: stations, transit }, ...rest });

describe('the table', () => {
  test('lists camera, weather, news and transit, in draw order', () => {
    expect(MAP_KIND_LIST).toEqual(['camera', 'weather', 'news', 'transit']);
  });

  test('every kind has its own layer key, and it is a key of the layer state', () => {
    const keys = MAP_KIND_LIST.map((kind) => MAP_KINDS[kind].layer);
    expect(new Set(keys).size).toBe(MAP_KIND_LIST.length);
    expect(MAP_LAYER_KEYS).toEqual(keys);
    expect(Object.keys(ALL_LAYERS).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(ALL_LAYERS[key]).toBe(true);
  });

  test('every layer key goes through the URL and back', () => {
    for (const kind of MAP_KIND_LIST) {
      const only = parseLayers(MAP_KINDS[kind].layer);
      expect(MAP_KIND_LIST.filter((other) => only[MAP_KINDS[other].layer])).toEqual([kind]);
      expect(serializeLayers(only)).toBe(MAP_KINDS[kind].layer);
    }
  });

  test.each(['light', 'dark'] as const)(
    'every marker box on the %s map is positive and at least 24 px (a target)',
    (tone) => {
      for (const kind of MAP_KIND_LIST) {
        const [width, height] = MAP_KINDS[kind].box[tone];
        expect(width).toBeGreaterThanOrEqual(24);
        expect(height).toBeGreaterThanOrEqual(24);
      }
    },
  );

  test('every kind places an item inside the box at its own point', () => {
    const area = mapArea('metro');
    for (const kind of MAP_KIND_LIST) {
      const placed = kindSpec(kind).place([ITEM[kind]] as never[], area);
      expect(placed).toEqual([{ item: ITEM[kind], point: at }]);
    }
  });
});

describe('loops over the layers', () => {
  test('counts each layer under its key', () => {
    // The transit switch counts vehicles, not stations.
    expect(layerCounts(items)).toEqual({ cameras: 1, weather: 1, news: 2, transit: 0 });
    expect(placedOf(items, 'news')).toBe(items.news);
  });

  test('the shown points follow the draw order and leave hidden layers out', () => {
    expect(shownPoints(items, ALL_LAYERS).map(({ ref }) => `${ref.kind}:${ref.item.id}`)).toEqual([
      'camera:c1',
      'weather:KMSP',
      'news:n1',
      'news:n2',
      'transit:tf',
    ]);
    const noWeather = { ...ALL_LAYERS, weather: false };
    expect(shownPoints(items, noWeather).map(({ ref }) => ref.kind)).toEqual([
      'camera',
      'news',
      'news',
      'transit',
    ]);
  });

  test('no layer shown only when every layer is off', () => {
    expect(noLayerShown(ALL_LAYERS)).toBe(false);
    expect(noLayerShown(parseLayers('none'))).toBe(true);
    expect(noLayerShown(parseLayers('news'))).toBe(false);
  });

  test('has points while any layer has one', () => {
    expect(hasPoints(items)).toBe(true);
    expect(hasPoints(itemsOf({}))).toBe(false);
    expect(hasPoints(itemsOf({ news: items.news }))).toBe(true);
  });
});

describe('metro mode', () => {
  test('selectMapItems and layerCounts', () => {
    const items = selectMapItems({
      cameras: [camera('a', nearEdina), camera('b', null)],
      news: [story('n', nearEdina)],
      stations: [station('S1', 44.9, -93.2), station('S2', 46, -93)],
      mode: 'metro',
    });
    expect(layerCounts(items)).toEqual({ cameras: 1, weather: 1, news: 1, transit: 0 });
  });

  test('transit: stations and vehicles up to 5 minutes old; the switch counts vehicles', () => {
    const now = Date.now();
    const items = selectMapItems({
      cameras: [],
      news: [],
      stations: [],
      transit: [
        transitStation(),
        vehicle({ id: 'live' }, now, 30_000),
        vehicle({ id: 'faded' }, now, 4 * 60_000),
        vehicle({ id: 'gone' }, now, 6 * 60_000),
        vehicle({ id: 'duluth', position: { lat: 46.8, lng: -92.1 } }, now),
      ],
      mode: 'metro',
    });
    expect(items.transit.map(({ item }) => item.id)).toEqual(['tf', 'live', 'faded']);
    expect(layerCounts(items).transit).toBe(2);
  });

  test('kindCount: every item of a kind, and only the vehicles of transit (its words count those)', () => {
    expect(kindCount('camera', [camera('a', nearEdina), camera('b', nearEdina)])).toBe(2);
    expect(kindCount('news', [])).toBe(0);
    expect(kindCount('transit', [transitStation(), vehicle(), transitStation({ id: 'x' })])).toBe(
      1,
    );
    expect(kindCount('transit', [transitStation()])).toBe(0);
  });

  test('a city page keeps transit within its 25 km', () => {
    const items = selectMapItems({
      cameras: [],
      news: [],
      stations: [],
      transit: [
        transitStation({ id: 'mall', position: { lat: 44.85412, lng: -93.2391 } }),
        transitStation({ id: 'union', position: { lat: 44.947319, lng: -93.084684 } }),
      ],
      mode: 'local',
      domain: { position: { lat: 44.92, lng: -93.47 }, county: 'Hennepin' } as never,
    });
    expect(items.transit.map(({ item }) => item.id)).toEqual(['mall']);
  });
});
