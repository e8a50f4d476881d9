import { http, HttpResponse, type HttpHandler } from 'msw';
import { demoApiResponse, demoObservation, demoWeatherAlerts } from './responses';
import { demoVehicles, NEXTRIP_ROUTES, stopAnswer } from './fixtures/nextrip';
import { demoForecast, demoPoints, demoRadarImage, demoRadarTime } from './weather-forecast';

const API_PATHS = [
  '/api/cities',
  '/api/owned-domains',
  '/api/current-domain',
  '/api/system-status',
  '/api/weather/nws-live',
  '/api/transit/metro-live',
  '/api/traffic-cams',
  '/api/news',
  '/api/snow-emergencies',
];

/**
 * A kind's own demo answers, beside its code: the `handlers` of each entity's `mock.ts`, found by
 * the build as the kinds' markers are. The older kinds' answers are the shared ones below.
 */
const KIND_HANDLERS = Object.values(
  import.meta.glob<readonly HttpHandler[]>('../entities/*/mock.ts', {
    eager: true,
    import: 'handlers',
  }),
).flat();

/** Happy-path handlers for every demo endpoint; tests override one with `server.use(...)`. */
export const handlers = [
  ...KIND_HANDLERS,
  ...API_PATHS.map((path) =>
    http.get(`*${path}`, ({ request }) => {
      const url = new URL(request.url);
      const answer = demoApiResponse(url.pathname, url.host);
      if (!answer) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      return HttpResponse.json(answer.body as never, { status: answer.status });
    }),
  ),
  http.get('*/nextrip/routes', () => HttpResponse.json(NEXTRIP_ROUTES)),
  http.get('*/nextrip/vehicles/:route', ({ params }) =>
    HttpResponse.json(demoVehicles(String(params.route), Date.now())),
  ),
  http.get('*/nextrip/:route/:direction/:place', () => HttpResponse.json(stopAnswer(Date.now()))),
  http.get('*/nextrip/:stop', () => HttpResponse.json(stopAnswer(Date.now()))),
  http.get('*/alerts/active', () => HttpResponse.json(demoWeatherAlerts() as never)),
  http.get('*/points/:point', ({ params }) => {
    const [lat, lng] = String(params.point).split(',').map(Number);
    if (!Number.isFinite(lat) || !Number.isFinite(lng))
      return HttpResponse.json({ title: 'Invalid Parameter', status: 400 }, { status: 400 });
    return HttpResponse.json(demoPoints(lat!, lng!) as never);
  }),
  http.get('*/gridpoints/:office/:cell/forecast', ({ params }) =>
    HttpResponse.json(
      demoForecast('daily', parseInt(String(params.cell), 10), Date.now()) as never,
    ),
  ),
  http.get('*/gridpoints/:office/:cell/forecast/hourly', ({ params }) =>
    HttpResponse.json(
      demoForecast('hourly', parseInt(String(params.cell), 10), Date.now()) as never,
    ),
  ),
  http.get('*/data/gis/images/4326/USCOMP/n0q_0.json', () =>
    HttpResponse.json(demoRadarTime(Date.now())),
  ),
  http.get(
    '*/cgi-bin/wms/nexrad/:service',
    ({ request }) =>
      new HttpResponse(demoRadarImage(new URL(request.url).searchParams.get('TIME'), Date.now()), {
        headers: { 'Content-Type': 'image/svg+xml' },
      }),
  ),
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
