import { lazy, Suspense } from 'react';
import { RouteLoading } from '@/app/route-loading';
import { PanelBoundary } from '@/components/panel-boundary';
import { useBreakpoint } from '@/hooks/use-breakpoint';

// Each screen size downloads only its own view. index.html preloads the right one next to the
// entry script (media-conditioned links, see src/build/first-screen-preloads.ts), so neither waits.
const CompactLiveView = lazy(() =>
  import('@/features/mobile/compact-live-view').then((module) => ({
    default: module.CompactLiveView,
  })),
);
const MetroMapPage = lazy(() =>
  import('./metro-map-page').then((module) => ({ default: module.MetroMapPage })),
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
    <Suspense fallback={<RouteLoading />}>
      <MetroMapPage />
    </Suspense>
  );
}
