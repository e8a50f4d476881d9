import { expect, test } from 'vitest';
import { liveWords as cameraLiveWords } from '@/entities/camera/live-words';
import { liveWords as newsLiveWords } from '@/entities/news/live-words';
import { liveWords as transitLiveWords } from '@/entities/transit/live-words';
import { liveWords as weatherLiveWords } from '@/entities/weather-station/live-words';
import { KIND_LIVE_WORDS } from '@/kinds/kind-live-words';
import { MAP_KIND_LIST } from '@/kinds/map-kinds';

test('every kind of the table has its live-data row, its entity’s live-words.ts, in draw order', () => {
  expect(Object.keys(KIND_LIVE_WORDS)).toEqual(MAP_KIND_LIST);
  expect(KIND_LIVE_WORDS).toEqual({
    camera: cameraLiveWords,
    weather: weatherLiveWords,
    news: newsLiveWords,
    transit: transitLiveWords,
  });
});
