import type { QueryClient } from '@tanstack/react-query';
import { camerasFeed } from '@/api/feeds/cameras';
import { citiesQuery } from '@/api/feeds/cities';
import { newsFeed } from '@/api/feeds/news';
import { ownedDomainsQuery } from '@/api/feeds/owned-domains';
import { serverWeatherFeed } from '@/api/feeds/server-weather';
import { systemStatusFeed } from '@/api/feeds/system-status';
import { transitFeed } from '@/api/feeds/transit';
import { weatherStationsFeed } from '@/api/feeds/weather-stations';
import { preloadMarkerLayer } from '@/components/map/lazy-marker-layer';

export type FirstScreen = 'phone' | 'desktop';

/**
 * Starts what the first screen of `/` draws as the entry script starts, in parallel with the code of
 * the view: its feeds (the components that read them load later) and the map's marker layer, so the
 * markers are drawn as soon as the cameras answer. The server's weather summary, transit and the
 * weather alerts are read after the first contentful paint (their queries wait for it), from
 * requests index.html's preloads started with the entry (src/build/first-screen-preloads.ts): no
 * request of the app's own is chained after the entry script in front of that paint.
 */
export function startFirstScreen(client: QueryClient, screen: FirstScreen): void {
  // The feeds' own options (key, fetcher, parser), so the pages' observers find the answers cached.
  const prefetch = (options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
    void client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
  void preloadMarkerLayer().catch(() => undefined); // the map shows the failure when it renders
  prefetch(camerasFeed.query());
  prefetch(newsFeed.query());
  prefetch(serverWeatherFeed.query());
  if (screen === 'phone') return;
  prefetch(transitFeed.query());
  prefetch(citiesQuery());
  prefetch(ownedDomainsQuery());
  prefetch(weatherStationsFeed.query());
  prefetch(systemStatusFeed.query());
}
