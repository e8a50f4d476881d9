import { Suspense, useMemo } from 'react';
import { FeedPolling } from '@/api/feeds/polling';
import { FallbackOnError } from '@/components/fallback-on-error';
import type { LatLng } from '@/domain/types';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { lazyChunk } from '@/lib/load-chunk';

// The forecast and radar are drawn after the first paint: so are their feeds' definitions, which
// keeps them out of the first screen's download. Each definition lives with the code that draws it
// (the forecast's panel, the map's radar layer), so polling adds no download of its own
// (decision 026).
const ForecastPolling = lazyChunk(() =>
  import('@/entities/forecast/feed').then(({ forecastFeed }) => {
    function ForecastPolling({ at }: { at: LatLng }) {
      const feed = forecastFeed(at);
      const feeds = useMemo(() => [feed], [feed]);
      return <FeedPolling feeds={feeds} />;
    }
    return ForecastPolling;
  }),
);
const RadarTimePolling = lazyChunk(() =>
  import('@/components/map/radar/radar-time').then(({ radarTimeFeed }) => {
    const feeds = [radarTimeFeed];
    return function RadarTimePolling() {
      return <FeedPolling feeds={feeds} />;
    };
  }),
);

export interface WeatherPollingProps {
  /** Where the page's forecast is for; null: the page shows none (yet). */
  forecastAt: LatLng | null;
  /** A map of the page shows radar. */
  radar: boolean;
}

/** Polls the forecast and the radar's time for a page that shows them, from the first paint on. */
export function LazyWeatherPolling({ forecastAt, radar }: WeatherPollingProps) {
  const painted = useFirstPaintDone();
  if (!painted) return null;
  return (
    // Their panels fetch once on their own; only the refresh every 30 and 5 min would be lost.
    <FallbackOnError name="Forecast and radar polling" fallback={null}>
      <Suspense fallback={null}>
        {forecastAt && <ForecastPolling at={forecastAt} />}
        {radar && <RadarTimePolling />}
      </Suspense>
    </FallbackOnError>
  );
}
