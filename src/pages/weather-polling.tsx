import { useMemo } from 'react';
import { forecastFeed } from '@/api/feeds/forecast';
import { FeedPolling } from '@/api/feeds/polling';
import { radarTimeFeed } from '@/api/feeds/radar';
import type { LatLng } from '@/domain/types';

export interface WeatherPollingProps {
  /** Where the page's forecast is for; null: the page shows none (yet). */
  forecastAt: LatLng | null;
  /** A map of the page shows radar. */
  radar: boolean;
}

/** Polls the forecast and the radar's time for a page that shows them. */
export function WeatherPolling({ forecastAt, radar }: WeatherPollingProps) {
  const lat = forecastAt?.lat;
  const lng = forecastAt?.lng;
  const feeds = useMemo(
    () => [
      ...(lat !== undefined && lng !== undefined ? [forecastFeed({ lat, lng })] : []),
      ...(radar ? [radarTimeFeed] : []),
    ],
    [lat, lng, radar],
  );
  return <FeedPolling feeds={feeds} />;
}
