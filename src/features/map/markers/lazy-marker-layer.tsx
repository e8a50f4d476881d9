import { createElement, useEffect, useState, type ComponentType } from 'react';
import { hasPoints } from '@/kinds/map-kinds';
import { sharedChunk } from '@/lib/load-chunk';
import type { NamedMarkerLayerProps } from './named-marker-layer';

// The markers' code (clustering, the markers, the place names clusters are named after) is a chunk
// of its own, so no screen's first download carries it; pages start it with their feeds.
const loadMarkerLayer = sharedChunk(() =>
  import('./named-marker-layer').then((module) => module.NamedMarkerLayer),
);

let loaded: ComponentType<NamedMarkerLayerProps> | undefined;

/** Starts the marker layer's download (once), so it is here when the feeds answer. */
export function preloadMarkerLayer(): Promise<ComponentType<NamedMarkerLayerProps>> {
  return loadMarkerLayer().then((component) => (loaded = component));
}

/**
 * The layer's component once its code is here. A state update, not a Suspense retry: React renders a
 * retry as interruptible work, and a layer of hundreds of markers that takes longer to render than
 * the clock's one-second tick on a busy machine was restarted by every tick and never shown.
 */
function useMarkerLayer(wanted: boolean): ComponentType<NamedMarkerLayerProps> | undefined {
  const [component, setComponent] = useState(() => loaded);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    preloadMarkerLayer().then(
      (next) => live && setComponent(() => next),
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
 * The map's one marker layer, downloaded once the page has painted its first content (`painted`),
 * or at once with points to draw.
 */
export function LazyMarkerLayer({
  painted,
  ...props
}: NamedMarkerLayerProps & { painted: boolean }) {
  const Layer = useMarkerLayer(painted || hasPoints(props.items));
  // The one component of a module loaded once, not a component created in this render.
  return Layer ? createElement(Layer, props) : null;
}
