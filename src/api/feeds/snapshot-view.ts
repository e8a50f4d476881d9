import type { Snapshot } from '../answer-shape';
import type { FeedView } from './feed';

const VIEW: FeedView<Snapshot<unknown>, unknown[]> = {
  data: (cached) => cached.items,
  readAt: (cached) => cached.readAt,
  source: (cached) => cached.source,
};

/** A snapshot feed's data is its items; its read time and source are the server's. */
export const snapshotView = <T>() => VIEW as FeedView<Snapshot<T>, T[]>;
