import { describe, expect, test } from 'vitest';
import { MAP_KIND_LIST, type MapItemRef } from '@/kinds/map-kinds';
import { clusterName, itemTitle, KIND_LABEL, KIND_WORDS, markerName } from '@/kinds/kind-words';
import {
  aCamera,
  aStation,
  aStory,
  aTransitStation,
  camera,
  ITEM,
  station,
  story,
} from '../domain/map-item-fixtures';
import { transitStation, vehicle } from '../entities/transit/transit-fixtures';

const refs: MapItemRef[] = MAP_KIND_LIST.map((kind) => ({ kind, item: ITEM[kind] }) as MapItemRef);

describe('the words of the table', () => {
  test('every kind has distinct words: a label, a layer label, one and many', () => {
    const labels = MAP_KIND_LIST.map((kind) => KIND_WORDS[kind].label);
    const layerLabels = MAP_KIND_LIST.map((kind) => KIND_WORDS[kind].layerLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(layerLabels).size).toBe(layerLabels.length);
    for (const kind of MAP_KIND_LIST) {
      const [one, many] = [KIND_WORDS[kind].count(1), KIND_WORDS[kind].count(2)];
      expect(one).not.toBe('');
      expect(many).not.toBe(one);
      expect(KIND_LABEL[kind]).toBe(KIND_WORDS[kind].label);
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
