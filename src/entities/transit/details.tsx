import type { DetailBody } from '@/components/map/detail-body';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { headingWord } from './words';
import type { TransitPoint } from '@/domain/types';
import { transitPointsFeed } from './feed';
import { DepartureList } from './ui/departure-list';

/** A station's details: its next departures; a vehicle's: its line and how fresh its position is. */
function TransitDetails({ item }: { item: TransitPoint }) {
  if (item.type === 'station') return <DepartureList station={item} />;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-base text-slate-800">
        <span
          aria-hidden="true"
          className="size-3 rounded-full"
          style={{ backgroundColor: item.colour }}
        />
        <span lang="en">{item.line}</span>
        {item.heading ? <span>{headingWord(item.heading)}</span> : null}
      </p>
      <FeedFreshnessOf feed={transitPointsFeed} />
    </div>
  );
}

export const details: DetailBody<'transit'> = { kind: 'transit', Body: TransitDetails };
