import { expect, test } from 'vitest';
import type { LiveStats } from '@/domain/live-stats';
import { liveSummary } from '@/words/live-stats';

const stats = (cameras: number, stations: number, news: number): LiveStats => ({
  cameras,
  activeCameras: 0,
  stations,
  averageTemperatureF: null,
  news,
  highImpactNews: 0,
});

test('the summary sentence uses singular and plural', () => {
  expect(liveSummary(stats(2, 3, 3))).toBe(
    '2 traffic cameras, 3 weather stations and 3 news stories on the map.',
  );
  expect(liveSummary(stats(1, 1, 1))).toBe(
    '1 traffic camera, 1 weather station and 1 news story on the map.',
  );
});
