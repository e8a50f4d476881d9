import { DetailsHost, preloadDetails, useDetails } from '@/features/details/details-host';
import { MetroMap, type MetroMapProps } from '@/features/map/metro-map';

/** The map as a page shows it: the page owns the details dialog its markers open. */
export function MapWithDetails(props: Omit<MetroMapProps, 'onOpenDetails'>) {
  const details = useDetails();
  return (
    <>
      <MetroMap {...props} onOpenDetails={details.open} onPreloadDetails={preloadDetails} />
      <DetailsHost opened={details.opened} onClose={details.close} />
    </>
  );
}
