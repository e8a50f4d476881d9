/** Chrome trace helpers shared by the bench's profile scripts. */
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  /** Microseconds. */
  dur?: number;
  tid: number;
  pid: number;
  cat: string;
  args?: Record<string, unknown>;
}

/** Ends the tracing that `session` started and returns every event it recorded. */
export async function collectTrace(session: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', (data) =>
    events.push(...(data.value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await session.send('Tracing.end');
  await done;
  return events;
}

/** Adds `value` to `key`'s running total. */
export const add = (map: Map<string, number>, key: string, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);
