import { startStaticServer, type ApiAnswer, type StaticServer } from '../e2e/support/static-server';
import {
  demoApiResponse,
  demoObservation,
  demoWeatherAlerts,
  NWS_OBSERVATION_PATH,
} from '@/mocks/responses';
import cameras1000 from './cameras-1000.json';

export interface BenchServer {
  server: StaticServer;
  origin: string;
}

/**
 * A build served with the bench's world: the 1,000 real cameras (stills from this server), a local
 * stand-in for the weather service's alerts and stations (`/nws/…`), and `/api/*` from `answerApi`
 * (the demo's answers unless given), so no call fails.
 */
export async function serveBench(
  dir: string,
  answerApi: (pathname: string, host: string) => ApiAnswer = demoApiResponse,
): Promise<BenchServer> {
  const box = { origin: '' };
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
    if (pathname === '/nws/alerts/active') return { status: 200, body: demoWeatherAlerts() };
    const station = NWS_OBSERVATION_PATH.exec(pathname);
    if (pathname.startsWith('/nws/') && station?.[1])
      return { status: 200, body: demoObservation(station[1]) };
    if (!pathname.startsWith('/api/')) return null;
    return answerApi(pathname, host);
  });
  box.origin = `http://127.0.0.1:${server.port}`;
  return { server, origin: box.origin };
}
