import { startStaticServer, type ApiAnswer, type StaticServer } from '../e2e/support/static-server';
import {
  demoApiResponse,
  demoObservation,
  demoWeatherAlerts,
  NWS_OBSERVATION_PATH,
} from '@/mocks/responses';
import { demoVehicles, NEXTRIP_ROUTES, stopAnswer } from '@/mocks/fixtures/nextrip';
import {
  demoForecast,
  demoPoints,
  NWS_FORECAST_PATH,
  NWS_POINTS_PATH,
} from '@/mocks/weather-forecast';
import cameras1000 from './cameras-1000.json';

/** NexTrip's answers (`/nextrip/…`, the bench build's base): every demo train, held still. */
function answerNexTrip(path: string, placedAt: number): ApiAnswer {
  if (path === '/routes') return { status: 200, body: NEXTRIP_ROUTES };
  const vehicles = /^\/vehicles\/([^/]+)$/.exec(path);
  if (vehicles) return { status: 200, body: demoVehicles(vehicles[1] ?? '', Date.now(), placedAt) };
  return { status: 200, body: stopAnswer(Date.now()) };
}

export interface BenchServer {
  server: StaticServer;
  origin: string;
}

/**
 * A build served with the bench's world: the 1,000 real cameras (stills from this server), a local
 * stand-in for the weather service's alerts, stations and forecast (`/nws/…`) and for Metro Transit's NexTrip
 * (`/nextrip/…`, the demo's trains), and `/api/*` from `answerApi` (the demo's answers unless
 * given), so no call fails.
 */
export async function serveBench(
  dir: string,
  answerApi: (pathname: string, host: string) => ApiAnswer = demoApiResponse,
): Promise<BenchServer> {
  const box = { origin: '' };
  const placedAt = Date.now();
  const server = await startStaticServer(dir, 0, (pathname, host) => {
    if (pathname === '/api/traffic-cams')
      return {
        status: 200,
        body: cameras1000.map((camera) => ({
          ...camera,
          imageUrl: `${box.origin}/cam/${camera.id}.svg`,
        })),
      };
    if (pathname.startsWith('/cam/')) return null;
    if (pathname.startsWith('/nextrip/'))
      return answerNexTrip(pathname.slice('/nextrip'.length), placedAt);
    if (pathname === '/nws/alerts/active') return { status: 200, body: demoWeatherAlerts() };
    const point = pathname.startsWith('/nws/') ? NWS_POINTS_PATH.exec(pathname) : null;
    if (point) return { status: 200, body: demoPoints(Number(point[1]), Number(point[2])) };
    const forecast = pathname.startsWith('/nws/') ? NWS_FORECAST_PATH.exec(pathname) : null;
    if (forecast) {
      const kind = forecast[3] ? 'hourly' : 'daily';
      return { status: 200, body: demoForecast(kind, Number(forecast[1]), Date.now()) };
    }
    const station = NWS_OBSERVATION_PATH.exec(pathname);
    if (pathname.startsWith('/nws/') && station?.[1])
      return { status: 200, body: demoObservation(station[1]) };
    if (!pathname.startsWith('/api/')) return null;
    return answerApi(pathname, host);
  });
  box.origin = `http://127.0.0.1:${server.port}`;
  return { server, origin: box.origin };
}
