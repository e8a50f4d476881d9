/**
 * `GET /api/snow-emergencies` (every 5 min), the contract's extension: until a backend offers it,
 * it answers 404, and the site then shows nothing about snow emergencies (`isAbsent`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Snapshot } from '@/api/answer-shape';
import { polledQuery } from '@/api/feeds/define';
import { defineFeed } from '@/api/feeds/feed';
import { useFeed } from '@/api/feeds/read';
import { snapshotView } from '@/api/feeds/snapshot-view';
import { ApiError } from '@/api/http';
import { serverNow } from '@/api/server-clock';
import { keyToUrl } from '@/api/query-client';
import { FIRST_RENDER_WAIT_MS, REFRESH_MS, SNOW_NOTICE_WAIT_MS } from '@/domain/constants';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';
import { mayHoldNotice } from './may-hold-notice';
import type { SnowEmergency } from './parse';

export const SNOW_EMERGENCIES_PATH = '/api/snow-emergencies';

/** A 404: this backend does not offer the call (not a failure to show). */
export const isAbsent = (failure: Error | null): boolean =>
  failure instanceof ApiError && failure.status === 404;

let toldAbsent = false;

// The parser comes with the first answer: the page's first download does not carry it.
const parse = (payload: unknown): Promise<Snapshot<SnowEmergency>> =>
  import('./parse').then(({ parseSnowEmergencies }) => parseSnowEmergencies(payload));

/** What the first answer's parse does when it may hold a notice, and when it cannot. */
interface FirstAnswer {
  /** The notice's code, loaded before the parse when the answer may hold a notice. */
  loadNotice?: () => Promise<unknown>;
  /** Told when the answer holds none: nothing waits for its parse. */
  holdsNoNotice?: () => void;
}

// The first answer is index.html's preload, taken over at once. Its parse waits for the first paint
// unless the answer may hold a notice: then the parser and the notice's code come first, so that
// the page can draw the notice with itself instead of pushing itself down after it.
const firstParse =
  ({ loadNotice, holdsNoNotice }: FirstAnswer) =>
  (payload: unknown) => {
    // The parser shares the notice's chunk (a chunk of its own would be one more round trip).
    if (mayHoldNotice(payload, serverNow())) return loadNotice?.().catch(() => undefined);
    holdsNoNotice?.();
    return afterFirstContentfulPaint();
  };

export const snowEmergenciesQuery = (firstAnswer: FirstAnswer = {}) => {
  const query = polledQuery(SNOW_EMERGENCIES_PATH, REFRESH_MS.snowEmergencies, parse, {
    beforeFirstParse: firstParse(firstAnswer),
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
            `[snow-emergencies] ${SNOW_EMERGENCIES_PATH} answered 404: this backend does not offer them, so none are shown`,
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

/** Whether the browser has the whole answer at `url` already (index.html's preload of it). */
function downloaded(url: string): boolean {
  const absolute = new URL(url, window.location.href).href;
  return performance.getEntriesByName(absolute, 'resource').length > 0;
}

/**
 * Starts the feed before a page's first render and resolves when that render may go ahead: as
 * soon as the first answer holds no notice or fails, else once it is parsed and the notice's code
 * is in, so the notice is part of the first paint (one arriving after it moved the whole page down:
 * a layout shift of 0.19 on a phone). An answer still on its way is waited for only a moment: the
 * link is slow, and the page goes on without knowing. One already here is read however busy the
 * main thread is. The notice's code is waited for up to a second (`SNOW_NOTICE_WAIT_MS`). Never
 * rejects.
 */
export function startSnowEmergencies(
  client: QueryClient,
  loadNotice: () => Promise<unknown>,
): Promise<void> {
  return new Promise((ready) => {
    const unanswered = downloaded(keyToUrl([SNOW_EMERGENCIES_PATH]))
      ? undefined
      : setTimeout(ready, FIRST_RENDER_WAIT_MS);
    const query = snowEmergenciesQuery({
      loadNotice: () => {
        clearTimeout(unanswered);
        setTimeout(ready, SNOW_NOTICE_WAIT_MS);
        return loadNotice();
      },
      holdsNoNotice: ready,
    });
    // Settled (the app's queries are not retried): the answer or the failure is in the cache.
    void client.prefetchQuery(query).then(ready);
  });
}
