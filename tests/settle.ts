import { act, waitFor } from '@testing-library/react';
import { notifyManager, type QueryClient } from '@tanstack/react-query';

/**
 * Resolves once TanStack Query has delivered what it has queued to its observers (it batches
 * notifications into a later task) and React has rendered them: an order, not a length of time.
 */
export function queryNotificationsDelivered(): Promise<void> {
  return act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
}

/** Waits until no query is fetching and every answer has been delivered and rendered. */
export async function queriesSettled(client: QueryClient, timeout?: number): Promise<void> {
  await waitFor(
    () => {
      if (client.isFetching() > 0) throw new Error(`${client.isFetching()} queries still fetching`);
    },
    { timeout },
  );
  await queryNotificationsDelivered();
}
