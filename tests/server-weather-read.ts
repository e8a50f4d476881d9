import { http, HttpResponse } from 'msw';
import { demoServerWeather } from '@/mocks/responses';

/**
 * The server's weather summary read `minutes` before each request. The demo's own read time is
 * relative to when its module loaded, so a test that runs a minute or more into a busy file would
 * see "read 4 min ago" instead of 3; this answer's age is fixed at request time.
 */
export const serverWeatherReadMinutesAgo = (minutes: number) =>
  http.get('*/api/weather/nws-live', () =>
    HttpResponse.json({
      ...demoServerWeather(),
      timestamp: new Date(Date.now() - minutes * 60_000).toISOString(),
    }),
  );
