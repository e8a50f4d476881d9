import type { ComponentProps } from 'react';
import { FeedPolling } from '@/api/feeds/polling';
import { transitPointsFeed } from '@/entities/transit/feed';
import { PhoneTransit } from '@/entities/transit/ui/phone-transit';

const TRANSIT_FEEDS = [transitPointsFeed];

/** The Live Map's transit, a chunk loaded after the first paint: it polls NexTrip while shown. */
export function LiveMapTransit(props: ComponentProps<typeof PhoneTransit>) {
  return (
    <>
      <FeedPolling feeds={TRANSIT_FEEDS} />
      <PhoneTransit {...props} />
    </>
  );
}
