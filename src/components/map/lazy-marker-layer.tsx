import { Suspense } from 'react';
import type { MapItems } from '@/domain/map-items';
import { lazyChunk } from '@/lib/load-chunk';
import type { NamedMarkerLayerProps } from './named-marker-layer';

// The markers wait for the feeds in any case: their code (clustering, the markers, the place names
// clusters are named after) downloads right after the first paint, in a chunk of its own, so no
// screen's first download carries it. Feeds already answered (a page opened again) draw at once.
const NamedMarkerLayer = lazyChunk(() =>
  import('./named-marker-layer').then((module) => module.NamedMarkerLayer),
);

const hasPoints = (items: MapItems) =>
  items.cameras.length > 0 || items.weather.length > 0 || items.news.length > 0;

/**
 * The map's one marker layer, downloaded once the page has painted its first content (`painted`),
 * or at once with points to draw.
 */
export function LazyMarkerLayer({
  painted,
  ...props
}: NamedMarkerLayerProps & { painted: boolean }) {
  if (!painted && !hasPoints(props.items)) return null;
  return (
    <Suspense fallback={null}>
      <NamedMarkerLayer {...props} />
    </Suspense>
  );
}
