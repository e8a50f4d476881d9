import { createElement, useState, type ComponentType } from 'react';
import { retryableLazy, sharedChunk } from './load-chunk';

/**
 * A lazy component (see `lazyChunk`) that can be loaded ahead of the first render. Once `preload()`
 * has resolved, the component renders directly; `lazy` would still suspend once and show its
 * fallback for a frame.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): {
  Component: ComponentType<Props>;
  preload: () => Promise<ComponentType<Props>>;
  /** Whether `preload()` has resolved, so a render draws the component without suspending. */
  isLoaded: () => boolean;
} {
  let loaded: ComponentType<Props> | undefined;
  const download = sharedChunk(load);
  const preload = () => download().then((component) => (loaded = component));
  const Lazy = retryableLazy(preload);
  function Component(props: Props) {
    // Chosen once per mount, so a load that finishes later never swaps the component under it.
    const [Implementation] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Implementation, props);
  }
  return { Component, preload, isLoaded: () => loaded !== undefined };
}
