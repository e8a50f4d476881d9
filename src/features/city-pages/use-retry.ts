import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * A retry that also restarts a request that never answered (TanStack would otherwise join the
 * hung fetch), plus an attempt counter that restarts the give-up timer.
 */
export function useRetry(queryKey: QueryKey): { attempt: number; retry: () => void } {
  const client = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
    void client
      .cancelQueries({ queryKey, exact: true })
      .then(() => client.refetchQueries({ queryKey, exact: true }));
  }, [client, queryKey]);
  return { attempt, retry };
}
