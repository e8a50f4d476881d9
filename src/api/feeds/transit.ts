/** `GET /api/transit/metro-live` (every 60 s): `{ data: [alerts], source, timestamp }`. */
import { REFRESH_MS } from '@/domain/constants';
import type { TransitAlert, TransitSeverity } from '@/domain/types';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';
import { expectSnapshot, parseItems, type Snapshot } from '../answer-shape';
import { text, type Fields } from '../fields';
import { polledQuery } from './define';
import { snapshotView } from './snapshot-view';
import { defineFeed } from './feed';
import { useFeed } from './read';

function severity(value: unknown): TransitSeverity {
  const word = text(value).toLowerCase();
  return word === 'severe' || word === 'warning' ? word : 'other';
}

export function parseTransitAlert(fields: Fields): TransitAlert | null {
  const id = text(fields.id);
  const title = text(fields.title);
  if (!id || !title) return null;
  return {
    id,
    title,
    description: text(fields.description),
    severity: severity(fields.severity),
    route: text(fields.route),
    startTime: text(fields.startTime),
  };
}

export function parseTransit(payload: unknown): Snapshot<TransitAlert> {
  const { list, source, readAt } = expectSnapshot(payload);
  return { items: parseItems('transit', list, parseTransitAlert), source, readAt };
}

// Shown below the fold: its first request waits until the page has shown its first content.
export const transitQuery = () =>
  polledQuery('/api/transit/metro-live', REFRESH_MS.transit, parseTransit, {
    beforeFirstFetch: () => afterFirstContentfulPaint(),
  });

export const transitFeed = defineFeed(transitQuery, snapshotView<TransitAlert>());

export const useTransit = () => useFeed(transitFeed);
