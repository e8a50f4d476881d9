/**
 * `GET /api/snow-emergencies` (every 5 min), the contract's extension: until a backend offers it,
 * it answers 404, and the site then shows nothing about snow emergencies (`isAbsent`).
 */
import type { Snapshot } from '@/api/answer-shape';
import { polledQuery } from '@/api/feeds/define';
import { defineFeed } from '@/api/feeds/feed';
import { useFeed } from '@/api/feeds/read';
import { snapshotView } from '@/api/feeds/snapshot-view';
import { ApiError } from '@/api/http';
import { REFRESH_MS } from '@/domain/constants';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';
import type { SnowEmergency } from './parse';

export const SNOW_EMERGENCIES_PATH = '/api/snow-emergencies';

/** A 404: this backend does not offer the call (not a failure to show). */
export const isAbsent = (failure: Error | null): boolean =>
  failure instanceof ApiError && failure.status === 404;

let toldAbsent = false;

// The parser comes with the first answer: the page's first download does not carry it.
const parse = (payload: unknown): Promise<Snapshot<SnowEmergency>> =>
  import('./parse').then(({ parseSnowEmergencies }) => parseSnowEmergencies(payload));

export const snowEmergenciesQuery = () => {
  const query = polledQuery(SNOW_EMERGENCIES_PATH, REFRESH_MS.snowEmergencies, parse, {
    beforeFirstFetch: () => afterFirstContentfulPaint(),
  });
  const fetchAndParse = query.queryFn!;
  return {
    ...query,
    queryFn: (async (context) => {
      try {
        return await fetchAndParse(context);
      } catch (error) {
        if (isAbsent(error as Error) && !toldAbsent) {
          toldAbsent = true;
          // Said once per page load: the feature is simply off, not broken.
          console.info(
            `[snow-emergencies] ${SNOW_EMERGENCIES_PATH} answered 404: this backend does not offer snow emergencies, so none are shown`,
          );
        }
        throw error;
      }
    }) as typeof fetchAndParse,
  };
};

export const snowEmergenciesFeed = defineFeed(snowEmergenciesQuery, snapshotView<SnowEmergency>());

/** The last good answer's items (declared and ended), with how the last request went. */
export const useSnowEmergencies = () => useFeed(snowEmergenciesFeed);
