import { describe, expect, test } from 'vitest';
import { mapArea } from '@/domain/map-items';
import {
  hasPoints,
  itemTitle,
  KIND_LABEL,
  kindCount,
  kindSpec,
  layerCounts,
  MAP_KIND_LIST,
  MAP_KINDS,
  MAP_LAYER_KEYS,
  markerName,
  noLayerShown,
  selectMapItems,
  clusterName,
  placedOf,
  shownPoints,
  type MapItemRef,
  type MapItems,
} from '@/domain/map-kinds';
import { ALL_LAYERS, parseLayers, serializeLayers } from '@/domain/map-url-state';
import { camera, nearEdina, station, story } from './map-item-fixtures';
import { transitStation, vehicle } from '../entities/transit/transit-fixtures';

const at = { lat: 44.91, lng: -93.34 };

const aCamera = camera('c1', at, { name: 'I-94 at Hamline', county: 'Ramsey' });
const aStation = { ...station('KMSP', at.lat, at.lng), name: 'Minneapolis-St. Paul Airport' };
const aStory = { ...story('n1', at), title: 'Lane closed on I-35W', impact: 'high' as const };

const aTransitStation = transitStation({ position: at });

const ITEM = {
  camera: aCamera,
  weather: aStation,
  news: aStory,
  transit: aTransitStation,
} as const;
const refs: MapItemRef[] = MAP_KIND_LIST.map((kind) => ({ kind, item: ITEM[kind] }) as MapItemRef);

const items: MapItems = {
  transit: [{ item: aTransitStation, point: at }],
  cameras: [{ item: aCamera, point: at }],
  weather: [{ item: aStation, point: at }],
  news: [
    { item: aStory, point: at },
    { item: { ...aStory, id: 'n2' }, point: at },
  ],
};

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

  test('every kind has distinct words: a label, a layer label, one and many', () => {
    const labels = MAP_KIND_LIST.map((kind) => MAP_KINDS[kind].label);
    const layerLabels = MAP_KIND_LIST.map((kind) => MAP_KINDS[kind].layerLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(layerLabels).size).toBe(layerLabels.length);
    for (const kind of MAP_KIND_LIST) {
      const [one, many] = [MAP_KINDS[kind].count(1), MAP_KINDS[kind].count(2)];
      expect(one).not.toBe('');
      expect(many).not.toBe(one);
      expect(KIND_LABEL[kind]).toBe(MAP_KINDS[kind].label);
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

describe('names', () => {
  test('each kind names its item by its label and its title', () => {
    expect(refs.map(markerName)).toEqual([
      'Traffic Camera: I-94 at Hamline',
      'Weather Station: Minneapolis-St. Paul Airport',
      'News Story: Lane closed on I-35W',
      'Transit Station: Target Field Station',
    ]);
    expect(refs.map(itemTitle)).toEqual([
      aCamera.name,
      aStation.name,
      aStory.title,
      aTransitStation.name,
    ]);
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
    expect(hasPoints({ transit: [], cameras: [], weather: [], news: [] })).toBe(false);
    expect(hasPoints({ transit: [], cameras: [], weather: [], news: items.news })).toBe(true);
  });
});

describe('names', () => {
  test('marker names follow the contract', () => {
    expect(markerName({ kind: 'camera', item: camera('1', null) })).toBe(
      'Traffic Camera: Camera 1',
    );
    expect(markerName({ kind: 'news', item: story('2', null) })).toBe('News Story: Story 2');
    expect(markerName({ kind: 'weather', item: station('KMSP', 44.9, -93.2) })).toBe(
      'Weather Station: Station KMSP',
    );
    expect(itemTitle({ kind: 'news', item: story('3', null) })).toBe('Story 3');
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

describe('transit names', () => {
  test('a live vehicle is named by line, heading and end; an old one says when it was seen', () => {
    const now = Date.now();
    expect(markerName({ kind: 'transit', item: vehicle({}, now, 20_000) })).toBe(
      'Transit Vehicle: METRO Blue Line southbound to Mall of America',
    );
    expect(markerName({ kind: 'transit', item: vehicle({}, now, 3 * 60_000 + 5_000) })).toBe(
      'Transit Vehicle: METRO Blue Line southbound to Mall of America, last seen 3 min ago',
    );
    expect(
      markerName({
        kind: 'transit',
        item: vehicle({ line: 'METRO A Line', destination: '', heading: 'north' }, now),
      }),
    ).toBe('Transit Vehicle: METRO A Line northbound');
  });

  test('a cluster counts vehicles and stations apart', () => {
    const refs: MapItemRef[] = [
      { kind: 'transit', item: vehicle({ id: 'a' }) },
      { kind: 'transit', item: vehicle({ id: 'b' }) },
      { kind: 'transit', item: transitStation() },
      { kind: 'camera', item: aCamera },
    ];
    expect(clusterName(refs, '')).toBe(
      '4 points: 1 traffic camera, 2 transit vehicles, 1 transit station',
    );
  });
});

describe('cluster names', () => {
  const ref = (kind: 'camera' | 'weather' | 'news') =>
    ({ kind, item: { id: kind } }) as unknown as Parameters<typeof clusterName>[0][number];
  test.each([
    [['camera', 'camera', 'news'], 'Edina', '3 points: 2 traffic cameras, 1 news story near Edina'],
    [['news', 'weather'], 'Eagan', '2 points: 1 weather station, 1 news story near Eagan'],
    [['news', 'news'], '', '2 points: 2 news stories'],
    [['camera'], 'Edina', '1 point: 1 traffic camera near Edina'],
    [
      ['camera'],
      { downtownOf: 'Minneapolis' },
      '1 point: 1 traffic camera near Downtown Minneapolis',
    ],
  ] as const)('%j near %j reads %j', (kinds, place, name) => {
    expect(clusterName(kinds.map(ref), place)).toBe(name);
  });
});
