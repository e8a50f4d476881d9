import type { QueryClient } from '@tanstack/react-query';
import { citiesQuery } from '@/api/feeds/cities';
import { ownedDomainsQuery } from '@/api/feeds/owned-domains';
import { prefetchFeed } from '@/api/feeds/prefetch';
import { systemStatusFeed } from '@/api/feeds/system-status';
import { transitFeed } from '@/api/feeds/transit';
import { weatherStationsFeed } from '@/entities/weather-station/feed';

/**
 * The feeds only the desktop's first screen reads (the network sections, the city chooser and the
 * stations on the map). Part of the `metro-map-page` chunk, which index.html preloads on larger
 * screens only, so a phone's first download does not carry their code (src/app/first-screen-feeds.ts).
 */
export function startDesktopFeeds(client: QueryClient): void {
  for (const options of [
    transitFeed.query(),
    citiesQuery(),
    ownedDomainsQuery(),
    weatherStationsFeed.query(),
    systemStatusFeed.query(),
  ])
    prefetchFeed(client, options);
}
