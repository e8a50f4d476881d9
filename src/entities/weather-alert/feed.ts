/**
 * NWS active alerts for Minnesota, `GET {NWS}/alerts/active?area=MN` (every 2 min), read by the
 * browser like the stations: no custom headers, no cookies (NWS allows any origin). Kept to
 * the seven metro counties; the clock (an alert's end) is applied by its readers. index.html
 * preloads it (`crossorigin=anonymous`), so the first check is served by a request that started
 * with the entry script.
 */
import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { config } from '@/config';
import { REFRESH_MS } from '@/domain/constants';
import { reportWrongShape } from '@/api/answer-shape';
import { getJson } from '@/api/http';
import { defineFeed } from '@/api/feeds/feed';
import { afterPaintOnFirstLoad } from '@/api/feeds/first-load';
import { useFeed } from '@/api/feeds/read';

export const weatherAlertsUrl = () => `${config.nwsBaseUrl}/alerts/active?area=MN`;

async function fetchAlerts(context: QueryFunctionContext) {
  // The first check waits for the page's first paint, and its parser comes with it.
  await afterPaintOnFirstLoad(context);
  const [payload, { parseWeatherAlerts }] = await Promise.all([
    // 'same-origin' sends no cookies to NWS's origin, as 'omit' would, and matches the preload's
    // credentials mode (a different mode makes the browser ask again).
    getJson(weatherAlertsUrl(), { credentials: 'same-origin', signal: context.signal }),
    import('./parse'),
  ]);
  try {
    return parseWeatherAlerts(payload);
  } catch (error) {
    reportWrongShape(weatherAlertsUrl(), error);
    throw error;
  }
}

export const weatherAlertsQuery = () =>
  queryOptions({
    queryKey: ['nws', 'alerts', 'active', 'MN'],
    queryFn: fetchAlerts,
    meta: { refreshMs: REFRESH_MS.weatherAlerts },
  });

export const weatherAlertsFeed = defineFeed(weatherAlertsQuery);

/** Every metro alert of the last good answer (the readers drop those that have ended). */
export const useWeatherAlerts = () => useFeed(weatherAlertsFeed);
