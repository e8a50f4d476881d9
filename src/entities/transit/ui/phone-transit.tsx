import { useEffect, useMemo } from 'react';
import { useFeed } from '@/api/feeds/read';
import { AgingStatus } from '@/components/aging-status';
import { formatAge } from '@/words/freshness';
import { placeTransit, type Placed } from '@/domain/map-items';
import { asNewItems } from '@/domain/new-items';
import { transitDrawnAsOf } from '../drawn-as-of';
import type { TransitPoint } from '@/domain/types';
import { useNow } from '@/hooks/use-now';
import { useT } from '@/state/translator';
import { useVisitor } from '@/state/visitor';
import { transitPointsFeed } from '../feed';
import { NearestStation } from './nearest-station';

const METRO = { mode: 'metro' } as const;
const NO_POINTS: TransitPoint[] = [];

/**
 * The phone's live transit, loaded after its first paint: the METRO vehicles for its map (handed up
 * with `onVehicles`; the phone draws vehicles, not the stations), NexTrip's failure with the age of
 * the positions shown, and the nearest station's departures when the visitor's location is known.
 */
export function PhoneTransit({
  onVehicles,
}: {
  /** The vehicles of each answer, or null when NexTrip failed before its first answer. */
  onVehicles: (vehicles: Placed<TransitPoint>[] | null) => void;
}) {
  const { t } = useT();
  const feed = useFeed(transitPointsFeed);
  const { position } = useVisitor();
  const now = useNow(15_000);
  const data = feed.data;
  // Placed again when a drawn age changes, not only with an answer: with NexTrip failing or the
  // link down, the last positions must still fade and go.
  const asOf = transitDrawnAsOf(data ?? NO_POINTS, now);
  const vehicles = useMemo(
    () =>
      data
        ? asNewItems(
            placeTransit(
              data.filter((point) => point.type === 'vehicle'),
              METRO,
            ),
          )
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `asOf` is when to place them again
    [data, asOf],
  );
  // Handed up from an answer only: before it the map has no vehicles already, and an empty list
  // handed up on mount re-rendered the whole map panel for nothing. A failure before any answer
  // hands up null, so the switch's count says it failed rather than 0.
  const failedFirst = !data && feed.failure !== null;
  useEffect(() => {
    if (vehicles) onVehicles(vehicles);
    else if (failedFirst) onVehicles(null);
  }, [vehicles, failedFirst, onVehicles]);
  return (
    <>
      {feed.failure ? (
        <AgingStatus
          text={
            data
              ? t('transit.feed.unavailableAge', { age: formatAge(now - feed.updatedAt) })
              : t('transit.feed.unavailable')
          }
          said={t('transit.feed.unavailable')}
          className="rounded-xl bg-red-500/15 px-3 py-2 text-sm text-red-300"
        />
      ) : null}
      <NearestStation visitor={position} />
    </>
  );
}
