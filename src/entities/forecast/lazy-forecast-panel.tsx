import { Suspense } from 'react';
import { cn } from '@/lib/cn';
import { lazyChunk } from '@/lib/load-chunk';
import type { ForecastPanelProps } from './forecast-panel';
import { FORECAST_SPACE } from './forecast-space';

// The forecast is below the first screen everywhere: its code loads after the first paint.
const ForecastPanel = lazyChunk(() =>
  import('./forecast-panel').then((module) => module.ForecastPanel),
);

/** The forecast panel, its code fetched when first drawn; its place held meanwhile. */
export function LazyForecastPanel(props: ForecastPanelProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className={cn(
            FORECAST_SPACE,
            props.tone === 'dark'
              ? 'rounded-2xl border border-white/10 bg-slate-900'
              : 'rounded-xl border border-slate-200 bg-white',
          )}
        />
      }
    >
      <ForecastPanel {...props} />
    </Suspense>
  );
}
