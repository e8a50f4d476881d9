import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { useRetry } from '@/features/city-pages/use-retry';

const KEY = ['api', 'hung'] as const;

function renderRetry(queryFn: (context: { signal: AbortSignal }) => Promise<string>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ query: useQuery({ queryKey: KEY, queryFn }), ...useRetry(KEY) }), {
    wrapper,
  });
}

test('retry restarts a request that never answered instead of joining it', async () => {
  const signals: AbortSignal[] = [];
  const answers = [new Promise<string>(() => undefined), Promise.resolve('second')];
  const { result } = renderRetry(({ signal }) => {
    signals.push(signal);
    return answers[signals.length - 1] ?? Promise.reject(new Error('a third request'));
  });
  await waitFor(() => expect(signals).toHaveLength(1));
  expect(result.current.query.isPending).toBe(true);

  act(() => result.current.retry());

  await waitFor(() => expect(result.current.query.data).toBe('second'));
  expect(signals).toHaveLength(2);
  expect(signals[0]?.aborted).toBe(true);
});

test('each retry counts one more attempt; the retry function stays the same', async () => {
  const { result } = renderRetry(() => Promise.resolve('answer'));
  await waitFor(() => expect(result.current.query.data).toBe('answer'));
  const first = result.current.retry;
  expect(result.current.attempt).toBe(0);
  act(() => result.current.retry());
  expect(result.current.attempt).toBe(1);
  act(() => result.current.retry());
  expect(result.current.attempt).toBe(2);
  expect(result.current.retry).toBe(first);
});

test('retry after a failure asks again and shows the new answer', async () => {
  let calls = 0;
  const { result } = renderRetry(() =>
    ++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve('back'),
  );
  await waitFor(() => expect(result.current.query.isError).toBe(true));
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.query.data).toBe('back'));
  expect(calls).toBe(2);
});
