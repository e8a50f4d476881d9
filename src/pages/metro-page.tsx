import { lazy, Suspense } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { MetroMapPage } from './metro-map-page';

// Phones only: kept out of the first download of tablets and desktops (the bundle budget for `/`).
const CompactLiveView = lazy(() =>
  import('@/features/mobile/compact-live-view').then((module) => ({
    default: module.CompactLiveView,
  })),
);

/** The dark screen phones see for the moment the compact view's code is on its way. */
function CompactFallback() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-slate-950">
      <span className="rounded-md bg-red-600 px-2.5 py-1 text-sm font-bold tracking-widest text-white">
        LIVE
      </span>
      <span className="sr-only">Loading the live view…</span>
    </div>
  );
}

/** `/`: the compact live-news view on phones (< 768 px), the metro map page elsewhere. */
export function MetroPage() {
  return useBreakpoint() === 'phone' ? (
    <PanelBoundary name="The live view">
      <Suspense fallback={<CompactFallback />}>
        <CompactLiveView />
      </Suspense>
    </PanelBoundary>
  ) : (
    <MetroMapPage />
  );
}
