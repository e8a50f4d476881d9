import { memo, Suspense } from 'react';
import { lazyChunk } from '@/lib/load-chunk';
import type { GeographyStyle } from './geography/map-geography';

// The geography is decoration under the markers (the markers, the list view and the legend carry
// the information): it arrives after the page's first paint, in a chunk of its own, so no screen's
// first download or paint waits for ~6 KB of outlines.
const MapGeography = lazyChunk(() =>
  import('./geography/map-geography').then((module) => module.MapGeography),
);

/**
 * The map's geography, drawn once the page has painted its first content (`painted`). Memoised: a
 * layer toggle or a feed update re-renders the surface, never the outlines.
 */
export const LazyGeography = memo(function LazyGeography({
  style,
  closeUp,
  painted,
}: {
  style: GeographyStyle;
  closeUp: boolean;
  painted: boolean;
}) {
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <MapGeography style={style} closeUp={closeUp} />
    </Suspense>
  );
});
