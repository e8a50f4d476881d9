import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useEffect, type ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { useQueryInTransition } from '@/api/feeds/use-query-in-transition';
import { queryNotificationsDelivered } from '../../settle';

const KEY = ['headline'];
const never = new Promise<never>(() => undefined);

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

function withClient(client: QueryClient, ui: ReactNode) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function Headline({
  queryFn,
  onRender,
  children,
}: {
  queryFn: () => Promise<string>;
  onRender?: () => void;
  children?: ReactNode;
}) {
  const result = useQueryInTransition({ queryKey: KEY, queryFn });
  onRender?.();
  return (
    <>
      <p>{result.isPending ? 'Loading…' : result.data}</p>
      {children}
    </>
  );
}

describe('useQueryInTransition', () => {
  test('reads like useQuery: pending first, then the answer', async () => {
    const client = newClient();
    withClient(client, <Headline queryFn={() => Promise.resolve('Snow on I-94')} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Snow on I-94')).toBeInTheDocument();
  });

  test('says the failure as useQuery would, not to an error boundary', async () => {
    const client = newClient();
    function Failing() {
      const result = useQueryInTransition<string>({
        queryKey: ['failing'],
        queryFn: () => Promise.reject(new Error('HTTP 503')),
      });
      return <p>{result.error ? `Failed: ${result.error.message}` : 'Loading…'}</p>;
    }
    withClient(client, <Failing />);
    expect(await screen.findByText('Failed: HTTP 503')).toBeInTheDocument();
  });

  test('a change to a field the component never read re-renders nothing', async () => {
    const client = newClient();
    let renders = 0;
    withClient(
      client,
      <Headline queryFn={() => Promise.resolve('Same story')} onRender={() => (renders += 1)} />,
    );
    await screen.findByText('Same story');
    const settled = renders;
    // The same story again: its time changes, and the reader never read the time.
    act(() => client.setQueryData(KEY, 'Same story'));
    await queryNotificationsDelivered();
    expect(renders).toBe(settled);
    act(() => client.setQueryData(KEY, 'New story'));
    await queryNotificationsDelivered();
    expect(screen.getByText('New story')).toBeInTheDocument();
    expect(renders).toBeGreaterThan(settled);
  });

  test('an answer that came between the render and the subscription is drawn', async () => {
    const client = newClient();
    // A child's effect runs before its parent's, so this answer lands before the reader subscribes.
    function AnswerFirst() {
      useEffect(() => {
        client.setQueryData(KEY, 'Kept from the last visit');
      }, []);
      return null;
    }
    withClient(
      client,
      <Headline queryFn={() => never}>
        <AnswerFirst />
      </Headline>,
    );
    expect(await screen.findByText('Kept from the last visit')).toBeInTheDocument();
  });

  test('the update is a transition: what is on screen stays while the new answer suspends', async () => {
    const client = newClient();
    client.setQueryData(KEY, 'First story');
    function Story() {
      const { data } = useQueryInTransition<string>({ queryKey: KEY, queryFn: () => never });
      // A story whose part has not loaded yet suspends, as a lazy chunk does.
      if (data === 'Second story') use(never);
      return <p>{data}</p>;
    }
    withClient(
      client,
      <Suspense fallback={<p>Fallback</p>}>
        <Story />
      </Suspense>,
    );
    expect(screen.getByText('First story')).toBeInTheDocument();
    act(() => client.setQueryData(KEY, 'Second story'));
    await queryNotificationsDelivered();
    // At once (useSyncExternalStore), React would have hidden the story behind the fallback.
    expect(screen.getByText('First story')).toBeInTheDocument();
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
  });
});
