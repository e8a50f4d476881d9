/**
 * The time of the current NEXRAD mosaic, `GET {RADAR}/data/gis/images/4326/USCOMP/n0q_0.json`
 * (every 5 min, polled only while a map shows radar). No custom headers, no credentials. It travels
 * with the radar's layer (the map widget's chunk): the pages' polling loads it after the first
 * paint (decision 026).
 */
import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { config } from '@/config';
import { REFRESH_MS } from '@/domain/constants';
import { reportWrongShape, WrongShapeError } from '@/api/answer-shape';
import { isRecord } from '@/api/fields';
import { getJson } from '@/api/http';
import { defineFeed } from '@/api/feeds/feed';
import { useFeed } from '@/api/feeds/read';

/** IEM's time of the current mosaic. */
const RADAR_TIME_PATH = '/data/gis/images/4326/USCOMP/n0q_0.json';

export const radarTimeUrl = () => `${config.radarBaseUrl}${RADAR_TIME_PATH}`;

/**
 * n0q_0.json → `meta.valid` as an ISO string. Any other shape throws: an unknown radar time is a
 * failure the visitor sees, never a radar shown as current.
 */
export function parseRadarTime(payload: unknown): string {
  const meta = isRecord(payload) ? payload.meta : undefined;
  const valid = isRecord(meta) ? meta.valid : undefined;
  const ms = typeof valid === 'string' ? Date.parse(valid) : NaN;
  if (Number.isNaN(ms)) throw new WrongShapeError('no meta.valid time');
  return new Date(ms).toISOString();
}

async function fetchRadarTime({ signal }: QueryFunctionContext): Promise<string> {
  const payload = await getJson(radarTimeUrl(), { credentials: 'omit', signal });
  try {
    return parseRadarTime(payload);
  } catch (error) {
    reportWrongShape(radarTimeUrl(), error);
    throw error;
  }
}

export const radarTimeQuery = () =>
  queryOptions({
    queryKey: ['radar', 'n0q', 'valid'],
    queryFn: fetchRadarTime,
    meta: { refreshMs: REFRESH_MS.radar },
  });

export const radarTimeFeed = defineFeed(radarTimeQuery);

export const useRadarTime = () => useFeed(radarTimeFeed);
