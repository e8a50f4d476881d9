/**
 * The shape of a whole answer. An answer that parses as JSON but not as its call's shape (an
 * object where a list belongs, a weather answer without its `data` list) is a failure of that
 * call, shown with that part's failure message: never "nothing to report". Single bad items inside
 * a good list are skipped (and counted for the console); a list none of whose items can be read is
 * not a good list. Items a call's rules leave out (another status, a local route) are filtered out
 * before, so they do not count as unreadable.
 */
import { isRecord, text, timeOf, type Fields } from './fields';

/** The answer is not in its call's shape; `problem` says what was wrong. */
export class WrongShapeError extends Error {
  readonly problem: string;

  constructor(problem: string) {
    super(`The server's answer is not in the expected shape: ${problem}`);
    this.name = 'WrongShapeError';
    this.problem = problem;
  }
}

/** What a value is, for a problem report: "an object", "a string", "null". */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The answer itself must be a list. */
export function expectList(payload: unknown): unknown[] {
  if (Array.isArray(payload)) return payload;
  throw new WrongShapeError(`expected a list, got ${describe(payload)}`);
}

export function expectRecord(payload: unknown): Fields {
  if (isRecord(payload)) return payload;
  throw new WrongShapeError(`expected an object, got ${describe(payload)}`);
}

/** A list the server read from elsewhere, with who read it and when. */
export interface Snapshot<T> {
  items: T[];
  /** "National Weather Service"; '' when the server did not say. */
  source: string;
  /** When the server read it (ms since the epoch), 0 when it did not say or it does not parse. */
  readAt: number;
}

/** `{ data: [...], source, timestamp }`: the `data` list is required, the rest optional. */
export function expectSnapshot(payload: unknown): {
  list: unknown[];
  source: string;
  readAt: number;
} {
  const fields = expectRecord(payload);
  if (!Array.isArray(fields.data))
    throw new WrongShapeError(`expected a "data" list, got ${describe(fields.data)}`);
  return { list: fields.data, source: text(fields.source), readAt: timeOf(fields.timestamp) };
}

/** Collects parsed items, dropping those that parse to null and duplicates of an id already seen. */
function collector<T extends { id: string }>(
  feed: string,
  parseItem: (fields: Fields) => T | null,
) {
  const seen = new Set<string>();
  const items: T[] = [];
  let dropped = 0;
  return {
    add(raw: unknown) {
      const item = isRecord(raw) ? parseItem(raw) : null;
      if (item && !seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      } else {
        dropped += 1;
      }
    },
    finish(): T[] {
      // Nothing readable in a list that held something: the list is not in its shape, and an
      // empty result would say "nothing to report" (transit: "All services operating normally").
      if (items.length === 0 && dropped > 0) throw new WrongShapeError('no item could be read');
      if (dropped > 0 && import.meta.env.MODE !== 'test') {
        console.info(`[${feed}] skipped ${dropped} item(s) that could not be shown`);
      }
      return items;
    },
  };
}

/** Parses every item of a list. */
export function parseItems<T extends { id: string }>(
  feed: string,
  list: readonly unknown[],
  parseItem: (fields: Fields) => T | null,
): T[] {
  const items = collector(feed, parseItem);
  for (const raw of list) items.add(raw);
  return items.finish();
}

/**
 * `parseItems` for long lists: `sliceSize` items at a time with `pause()` awaited between slices,
 * so the browser can handle input and paint in between (no slice is a long task).
 */
export async function parseItemsInSlices<T extends { id: string }>(
  feed: string,
  list: readonly unknown[],
  parseItem: (fields: Fields) => T | null,
  { pause, sliceSize }: { pause: () => Promise<void>; sliceSize: number },
): Promise<T[]> {
  const items = collector(feed, parseItem);
  for (let i = 0; i < list.length; i += 1) {
    if (i > 0 && i % sliceSize === 0) await pause();
    items.add(list[i]);
  }
  return items.finish();
}

const reported = new Set<string>();

/** Logs a wrong-shape answer once per URL and problem (polling would repeat it every interval). */
export function reportWrongShape(url: string, error: unknown): void {
  if (!(error instanceof WrongShapeError)) return;
  const key = `${url} ${error.problem}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`[api] ${url}: ${error.problem}`);
}
