import { expect, test } from 'vitest';
import { marker as cameraMarker } from '@/entities/camera/marker';
import { marker as newsMarker } from '@/entities/news/marker';
import { marker as transitMarker } from '@/entities/transit/marker';
import { marker as weatherMarker } from '@/entities/weather-station/marker';
import { KIND_VIEWS, kindView } from '@/kinds/kind-views';
import { MAP_KIND_LIST } from '@/kinds/map-kinds';

test('every kind of the table has its view, its entity’s marker.tsx, and kindView finds it', () => {
  expect(Object.keys(KIND_VIEWS)).toEqual(MAP_KIND_LIST);
  expect(KIND_VIEWS).toEqual({
    camera: cameraMarker,
    weather: weatherMarker,
    news: newsMarker,
    transit: transitMarker,
  });
  for (const kind of MAP_KIND_LIST) expect(kindView(kind)).toBe(KIND_VIEWS[kind]);
});
