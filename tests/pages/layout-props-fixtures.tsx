/**
 * Stand-ins for the metro map and the network layout that record the props a page gives them,
 * so a page's test can read what reached the map and the layout.
 */
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import type { MetroMapProps } from '@/features/map/metro-map';
import type { NetworkLayoutProps } from '@/pages/layout/network-layout';

export const mapProps: MetroMapProps[] = [];
export const layoutProps: Omit<NetworkLayoutProps, 'children'>[] = [];

export function RecordingMetroMap(props: MetroMapProps) {
  mapProps.push(props);
  return <section aria-label="Twin Cities map" />;
}

export function RecordingNetworkLayout({
  children,
  ...props
}: NetworkLayoutProps & { children: ReactNode }) {
  layoutProps.push(props);
  return <div>{children}</div>;
}

/** Forgets the recorded props (and the stubbed globals) after each test of the calling file. */
export function clearRecordedProps() {
  afterEach(() => {
    mapProps.length = 0;
    layoutProps.length = 0;
    vi.unstubAllGlobals();
  });
}

export const lastMap = () => mapProps.at(-1)!;
