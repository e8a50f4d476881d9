import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { citiesFeed } from '@/api/feeds/cities';
import { useFeed } from '@/api/feeds/read';
import { transitFeed } from '@/api/feeds/transit';
import { createQueryClient } from '@/api/query-client';
import { server } from '../../msw-server';

function countCityRequests() {
  const counter = { count: 0 };
  server.use(
    http.get('*/api/cities', () => {
      counter.count += 1;
      return HttpResponse.json([{ id: 'edina', name: 'Edina', population: 53_000 }]);
    }),
  );
  return counter;
}

function withClient() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useFeed', () => {
  test('a list read once is fetched by its reader, with no interval', async () => {
    const counter = countCityRequests();
    const { result } = renderHook(() => useFeed(citiesFeed), { wrapper: withClient() });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.data?.map((city) => city.name)).toEqual(['Edina']));
    expect(result.current.intervalMs).toBe(0);
    expect(counter.count).toBe(1);
  });

  test('a reader that is not enabled asks for nothing', async () => {
    const counter = countCityRequests();
    const { result } = renderHook(() => useFeed(citiesFeed, { enabled: false }), {
      wrapper: withClient(),
    });
    await new Promise((done) => setTimeout(done, 50));
    expect(counter.count).toBe(0);
    expect(result.current.data).toBeUndefined();
  });

  test("a snapshot feed reads as its items, with the server's source and the feed's interval", async () => {
    server.use(
      http.get('*/api/transit/metro-live', () =>
        HttpResponse.json({
          data: [
            {
              id: 't1',
              title: 'Blue Line single-tracking',
              description: 'Delays',
              severity: 'warning',
              route: 'Blue Line',
              startTime: '2026-01-15T12:00:00Z',
            },
          ],
          source: 'Metro Transit',
          timestamp: new Date().toISOString(),
        }),
      ),
    );
    const { result } = renderHook(() => useFeed(transitFeed), { wrapper: withClient() });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(result.current.data?.[0]?.id).toBe('t1');
    expect(result.current.source).toBe('Metro Transit');
    expect(result.current.intervalMs).toBe(60_000);
  });
});

describe('useFeed when the connection returns', () => {
  test('a list read once that failed offline is asked again, and its failure clears', async () => {
    let offline = true;
    let requests = 0;
    server.use(
      http.get('*/api/cities', () => {
        requests += 1;
        return offline
          ? HttpResponse.error()
          : HttpResponse.json([{ id: 'edina', name: 'Edina', population: 53_000 }]);
      }),
    );
    onlineManager.setOnline(false);
    const { result } = renderHook(() => useFeed(citiesFeed), { wrapper: withClient() });
    await waitFor(() => expect(result.current.failure).not.toBeNull());
    expect(requests).toBe(1);
    offline = false;
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.data?.map((city) => city.name)).toEqual(['Edina']));
    expect(result.current.failure).toBeNull();
    expect(requests).toBe(2);
  });

  test('a list read once that answered is not asked again', async () => {
    const counter = countCityRequests();
    const { result } = renderHook(() => useFeed(citiesFeed), { wrapper: withClient() });
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(counter.count).toBe(1);
  });
});
