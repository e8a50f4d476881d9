import { describe, expect, test } from 'vitest';
import { favouritesFirst, myCameras } from '@/entities/camera/my-cameras';
import type { Camera } from '@/domain/types';

const camera = (id: string): Camera => ({
  id,
  name: `Camera ${id}`,
  imageUrl: null,
  position: null,
  highway: '',
  direction: '',
  county: '',
  status: 'active',
});
const feed = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8'].map(camera);
const ids = (list: readonly Camera[]) => list.map((item) => item.id);

describe('My Cameras', () => {
  test("in the visitor's order, not the feed's", () => {
    expect(myCameras(['C5', 'C1'], feed)).toEqual([
      { id: 'C5', camera: feed[4] },
      { id: 'C1', camera: feed[0] },
    ]);
  });
  test('one missing from the feed stays listed, without its camera', () => {
    expect(myCameras(['C404', 'C2'], feed)).toEqual([
      { id: 'C404', camera: null },
      { id: 'C2', camera: feed[1] },
    ]);
  });
  test('before any feed, all are listed as missing; none asked, none listed', () => {
    expect(myCameras(['C1'], [])).toEqual([{ id: 'C1', camera: null }]);
    expect(myCameras([], feed)).toEqual([]);
  });
});

describe('favourites first', () => {
  const picked = feed.slice(0, 6);
  test("the favourites in the feed lead, then the screen's own choice, still at most the cap", () => {
    expect(ids(favouritesFirst(['C8', 'C404', 'C2'], feed, picked, 6))).toEqual([
      'C8',
      'C2',
      'C1',
      'C3',
      'C4',
      'C5',
    ]);
  });
  test("no favourites: the screen's own choice", () => {
    expect(favouritesFirst([], feed, picked, 6)).toEqual(picked);
  });
  test('more favourites than room: the first ones added', () => {
    expect(ids(favouritesFirst(['C7', 'C8', 'C6', 'C5'], feed, picked, 3))).toEqual([
      'C7',
      'C8',
      'C6',
    ]);
  });
  test('a feed that repeats an id counts it once', () => {
    expect(ids(favouritesFirst(['C1'], [...feed, camera('C1')], [camera('C1')], 6))).toEqual([
      'C1',
    ]);
  });
});
