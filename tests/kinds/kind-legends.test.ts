import { expect, test } from 'vitest';
import { legend as cameraLegend } from '@/entities/camera/legend';
import { legend as newsLegend } from '@/entities/news/legend';
import { legend as transitLegend } from '@/entities/transit/legend';
import { legend as weatherLegend } from '@/entities/weather-station/legend';
import { KIND_LEGENDS } from '@/kinds/kind-legends';
import { MAP_KIND_LIST } from '@/kinds/map-kinds';

test('every kind of the table has its legend group, its entity’s legend.tsx, in draw order', () => {
  expect(Object.keys(KIND_LEGENDS)).toEqual(MAP_KIND_LIST);
  expect(KIND_LEGENDS).toEqual({
    camera: cameraLegend,
    weather: weatherLegend,
    news: newsLegend,
    transit: transitLegend,
  });
});
