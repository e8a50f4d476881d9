import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';

type ReadContext = Pick<QueryFunctionContext, 'client' | 'queryKey'>;

/** Whether this read is its feed's first: the cache holds no answer for its key yet. */
export const isFirstLoad = ({ client, queryKey }: ReadContext): boolean =>
  client.getQueryData(queryKey) === undefined;

/**
 * Waits for the page's first paint before a feed's first read, so its request and the code it
 * loads do not compete with that paint; a later read (the cache has an answer) goes at once.
 */
export async function afterPaintOnFirstLoad(context: ReadContext): Promise<void> {
  if (isFirstLoad(context)) await afterFirstContentfulPaint();
}
