import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';
import { sharedChunk } from '@/lib/load-chunk';
import type { NamedMarkerLayerProps } from './named-marker-layer';

// The markers' code (clustering, the markers, the place names clusters are named after) is a chunk
// of its own, so no screen's first download carries it: every map loads it after its first paint.
const loadMarkerLayer = sharedChunk(() =>
  import('./named-marker-layer').then((module) => module.NamedMarkerLayer),
);

let loaded: ComponentType<NamedMarkerLayerProps> | undefined;

/** Starts the marker layer's download (once); tests call it to have the layer here at once. */
export function preloadMarkerLayer(): Promise<ComponentType<NamedMarkerLayerProps>> {
  return loadMarkerLayer().then((component) => (loaded = component));
}

/**
 * The layer's component once its code is here, set with `startTransition`: React renders the ~1,000
 * points' layer in slices that yield to the browser, so after the first paint its first draw is
 * not one long task (issue 44: none over 50 ms), only the clustering and the commit are. Not a
 * Suspense retry: an update interrupts either, and a retry that takes longer than the clock's
 * one-second tick (a busy machine) was restarted by every tick and never shown; an update from
 * `startTransition` that has waited 5 s is rendered without yielding (React's expiry of its lanes;
 * retry lanes have none). (The word for it stays out of this comment: Tailwind would read it as a
 * class and add it to the stylesheet.)
 */
function useMarkerLayer(wanted: boolean): ComponentType<NamedMarkerLayerProps> | undefined {
  const [component, setComponent] = useState(() => loaded);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    preloadMarkerLayer().then(
      (next) => live && startTransition(() => setComponent(() => next)),
      (failure: unknown) => live && setError(() => failure),
    );
    return () => {
      live = false;
    };
  }, [wanted, component]);
  // The panel's error boundary shows the failure; its "Try again" mounts the layer afresh.
  if (error) throw error;
  return component;
}

/**
 * The map's one marker layer, downloaded and drawn once the page has painted its first content
 * (`painted`), even when the feeds answered before that paint: on a desktop too, its code (5 KB gzip)
 * is no part of the first download (issue 44), and its render is a task of its own after the paint.
 */
export function LazyMarkerLayer({
  painted,
  ...props
}: NamedMarkerLayerProps & { painted: boolean }) {
  const Layer = useMarkerLayer(painted);
  // The one component of a module loaded once, not a component created in this render.
  return Layer ? createElement(Layer, props) : null;
}
