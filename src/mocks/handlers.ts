import { http, HttpResponse } from 'msw';
import { demoApiResponse, demoObservation, demoWeatherAlerts } from './responses';

const API_PATHS = [
  '/api/cities',
  '/api/owned-domains',
  '/api/current-domain',
  '/api/system-status',
  '/api/weather/nws-live',
  '/api/transit/metro-live',
  '/api/traffic-cams',
  '/api/news',
];

/** Happy-path handlers for every demo endpoint; tests override one with `server.use(...)`. */
export const handlers = [
  ...API_PATHS.map((path) =>
    http.get(`*${path}`, ({ request }) => {
      const url = new URL(request.url);
      const answer = demoApiResponse(url.pathname, url.host);
      if (!answer) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      return HttpResponse.json(answer.body as never, { status: answer.status });
    }),
  ),
  http.get('*/alerts/active', () => HttpResponse.json(demoWeatherAlerts() as never)),
  http.get('*/stations/:stationId/observations/latest', ({ params }) => {
    const observation = demoObservation(String(params.stationId));
    if (!observation) {
      return HttpResponse.json(
        { title: 'Not Found', status: 404 },
        { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
      );
    }
    return HttpResponse.json(observation as never);
  }),
];
