import {
  notifyManager,
  QueryObserver,
  useQueryClient,
  type QueryKey,
  type QueryObserverResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

const next = (count: number) => count + 1;

/**
 * `useQuery` for a feed's reader, with the re-render an answer brings set in a transition. TanStack
 * reads its store with `useSyncExternalStore`, whose updates React always renders at once, in one
 * task it cannot cut: after a phone's first paint every feed's arrival was such a task (20–90 ms at a
 * phone's size on this machine), and the largest share of what Lighthouse counts as blocking (issue 44). In a
 * transition React renders the same update in slices that yield to the browser, and a tap in
 * between is answered first. What it renders is what `useQuery` would: the observer's optimistic
 * result, tracked so that a change to a field the component never read re-renders nothing. No
 * reader suspends or throws to a boundary (feeds say their failures in words), so neither is
 * handled here.
 */
export function useQueryInTransition<T>(
  options: UseQueryOptions<T, Error, T, QueryKey>,
): QueryObserverResult<T> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As useQuery: the first render already says "fetching" for a query its observer will start.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver<T, Error, T, T, QueryKey>(client, defaulted));
  const [, rerender] = useReducer(next, 0);
  const result = observer.getOptimisticResult(defaulted);

  // Subscribing compares the query with the result rendered (TanStack's onSubscribe), so an answer
  // that came between this render and the subscription re-renders now.
  useEffect(
    () => observer.subscribe(notifyManager.batchCalls(() => startTransition(rerender))),
    [observer],
  );

  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);

  return observer.trackResult(result);
}
