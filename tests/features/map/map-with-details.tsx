import { useState } from 'react';
import { DEFAULT_MAP_URL_STATE, type MapUrlState } from '@/kinds/map-url-state';
import { DetailsHost, preloadDetails, useDetails } from '@/features/details/details-host';
import { MetroMap, type MetroMapProps } from '@/features/map/metro-map';

type HarnessProps = Omit<MetroMapProps, 'onOpenDetails' | 'state' | 'onStateChange'> & {
  /** The first style, layers, zoom and view; the harness keeps them from then on. */
  initial?: Partial<MapUrlState>;
  onStateChange?: MetroMapProps['onStateChange'];
};

/** The map as a page shows it: the page keeps its view and owns the details dialog. */
export function MapWithDetails({ initial, onStateChange, ...props }: HarnessProps) {
  const details = useDetails();
  const [state, setState] = useState<MapUrlState>({ ...DEFAULT_MAP_URL_STATE, ...initial });
  return (
    <>
      <MetroMap
        {...props}
        state={state}
        onStateChange={(patch) => {
          setState((current) => ({ ...current, ...patch }));
          onStateChange?.(patch);
        }}
        onOpenDetails={details.open}
        onPreloadDetails={preloadDetails}
      />
      <DetailsHost opened={details.opened} onClose={details.close} />
    </>
  );
}
