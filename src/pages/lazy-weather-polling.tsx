import { Suspense } from 'react';
import { FallbackOnError } from '@/components/fallback-on-error';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { lazyChunk } from '@/lib/load-chunk';
import type { WeatherPollingProps } from './weather-polling';

// The forecast and radar are drawn after the first paint: so are their feeds' definitions, which
// keeps them out of the first screen's download.
const WeatherPolling = lazyChunk(() =>
  import('./weather-polling').then((module) => module.WeatherPolling),
);

/** The forecast's and radar's polling, from the first paint on. */
export function LazyWeatherPolling(props: WeatherPollingProps) {
  const painted = useFirstPaintDone();
  if (!painted) return null;
  return (
    // Their panels fetch once on their own; only the refresh every 30 and 5 min would be lost.
    <FallbackOnError name="Forecast and radar polling" fallback={null}>
      <Suspense fallback={null}>
        <WeatherPolling {...props} />
      </Suspense>
    </FallbackOnError>
  );
}
