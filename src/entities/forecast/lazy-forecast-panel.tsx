import { Suspense } from 'react';
import { lazyChunk } from '@/lib/load-chunk';
import type { ForecastPanelProps } from './forecast-panel';

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
          className={
            props.tone === 'dark'
              ? 'h-80 rounded-2xl border border-white/10 bg-slate-900'
              : 'h-80 rounded-xl border border-slate-200 bg-white'
          }
        />
      }
    >
      <ForecastPanel {...props} />
    </Suspense>
  );
}
