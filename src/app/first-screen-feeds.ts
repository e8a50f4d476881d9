import type { QueryClient } from '@tanstack/react-query';
import { camerasFeed } from '@/entities/camera/feed';
import { newsFeed } from '@/entities/news/feed';
import { prefetchFeed } from '@/api/feeds/prefetch';
import { serverWeatherFeed } from '@/api/feeds/server-weather';

export type FirstScreen = 'phone' | 'desktop';

/**
 * Starts what the first screen of `/` draws as the entry script starts, in parallel with the code of
 * the view: its feeds (the components that read them load later). The map's markers, on every
 * screen, are drawn after the first paint and load their code then (`lazy-marker-layer.tsx`): the
 * cameras are here by the time it arrives. The server's weather summary, transit and the weather
 * alerts are read after the first contentful paint (their queries wait for it), from requests
 * index.html's preloads started with the entry (src/build/first-screen-preloads.ts): no request of
 * the app's own is chained after the entry script in front of that paint.
 *
 * The desktop's other feeds start from `desktop-first-feeds.ts`, which is part of the desktop view's
 * chunk (already on its way, preloaded beside the entry): a phone does not download their code.
 */
export function startFirstScreen(client: QueryClient, screen: FirstScreen): void {
  prefetchFeed(client, camerasFeed.query());
  prefetchFeed(client, newsFeed.query());
  prefetchFeed(client, serverWeatherFeed.query());
  if (screen === 'phone') return;
  void import('./desktop-first-feeds')
    .then(({ startDesktopFeeds }) => startDesktopFeeds(client))
    .catch(() => undefined); // each feed's reader asks again and shows the failure
}
