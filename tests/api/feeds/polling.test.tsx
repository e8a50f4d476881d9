import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { camerasQuery } from '@/entities/camera/feed';
import { citiesQuery } from '@/api/feeds/cities';
import { newsQuery } from '@/entities/news/feed';
import { ownedDomainsQuery } from '@/api/feeds/owned-domains';
import { READER } from '@/api/feeds/polling';
import { serverWeatherQuery } from '@/api/feeds/server-weather';
import { systemStatusQuery } from '@/api/feeds/system-status';
import { transitQuery } from '@/api/feeds/transit';
import { weatherStationsQuery } from '@/entities/weather-station/feed';
import { liveUpdates } from '@/api/live-updates';
import { createQueryClient } from '@/api/query-client';
import { installRefreshPolicy } from '@/api/refresh-policy';
import { server } from '../../msw-server';
import { CameraCount, countRequests, ReaderOnly } from './polling-fixtures';
import { eventually } from '../../eventually';

describe('feed cadence', () => {
  test.each([
    [systemStatusQuery(), 30_000],
    [serverWeatherQuery(), 300_000],
    [transitQuery(), 60_000],
    [camerasQuery(), 30_000],
    [newsQuery(), 60_000],
    [weatherStationsQuery(), 600_000],
  ])("%j polls every %d ms, and only from the page's poller", (options, interval) => {
    expect(options.meta?.refreshMs).toBe(interval);
    expect('refetchInterval' in options).toBe(false);
    expect(READER.refetchInterval).toBe(false);
  });
  test('cities and domains load once', () => {
    expect(citiesQuery().meta).toBeUndefined();
    expect(ownedDomainsQuery().meta).toBeUndefined();
  });
});

describe('polling with fake timers', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    liveUpdates.setPaused(false);
  });

  test('traffic cameras refetch every 30 s', async () => {
    const counter = countRequests('/api/traffic-cams');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CameraCount />
      </QueryClientProvider>,
    );
    await screen.findByText('cameras 1');
    expect(counter.count).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(counter.count).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(counter.count).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(counter.count).toBe(3);
  });

  test('a reader alone never polls: the feed polls only while a page that shows it is mounted', async () => {
    const counter = countRequests('/api/traffic-cams');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReaderOnly />
        <ReaderOnly />
      </QueryClientProvider>,
    );
    await screen.findAllByText('cameras 1');
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(counter.count).toBe(1);
  });

  test('pausing live updates stops polling; resuming refetches overdue feeds', async () => {
    const counter = countRequests('/api/traffic-cams');
    const client = createQueryClient();
    const uninstall = installRefreshPolicy(client);
    render(
      <QueryClientProvider client={client}>
        <CameraCount />
      </QueryClientProvider>,
    );
    await screen.findByText('cameras 1');
    act(() => liveUpdates.setPaused(true));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(counter.count).toBe(1);
    act(() => liveUpdates.setPaused(false));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(counter.count).toBe(2);
    uninstall();
  });

  test('polling pauses while the tab is hidden; visible again refetches the overdue feed at once', async () => {
    const counter = countRequests('/api/traffic-cams');
    const client = createQueryClient();
    const uninstall = installRefreshPolicy(client);
    render(
      <QueryClientProvider client={client}>
        <CameraCount />
      </QueryClientProvider>,
    );
    await screen.findByText('cameras 1');
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(counter.count).toBe(1);
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(counter.count).toBe(2);
    uninstall();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  test('offline pauses polling and reconnecting refetches every feed', async () => {
    const counter = countRequests('/api/traffic-cams');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CameraCount />
      </QueryClientProvider>,
    );
    await screen.findByText('cameras 1');
    act(() => onlineManager.setOnline(false));
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(counter.count).toBe(1);
    act(() => onlineManager.setOnline(true));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(counter.count).toBe(2);
  });

  test('a failed refresh keeps the last good data', async () => {
    let fail = false;
    server.use(
      http.get('*/api/traffic-cams', () =>
        fail
          ? new HttpResponse('boom', { status: 500 })
          : HttpResponse.json([{ id: 'a', name: 'A' }]),
      ),
    );
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <CameraCount />
      </QueryClientProvider>,
    );
    await screen.findByText('cameras 1');
    fail = true;
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(client.getQueryState(camerasQuery().queryKey)?.error?.message).toBe('500: boom');
    expect(client.getQueryData(camerasQuery().queryKey)).toHaveLength(1);
  });
});

describe('first requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('the server weather summary is asked for only once the page has shown its first content', async () => {
    let reportFirstContentfulPaint = () => {};
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        reportFirstContentfulPaint = () =>
          callback({
            getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []),
          });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const weather = countRequests('/api/weather/nws-live');
    const client = createQueryClient();
    void client.prefetchQuery(serverWeatherQuery());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(weather.count).toBe(0);
    reportFirstContentfulPaint();
    await eventually(() => expect(weather.count).toBe(1));
  });

  test('a long camera feed is parsed in slices of 250, yielding to the browser between them', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    server.use(
      http.get('*/api/traffic-cams', () =>
        HttpResponse.json(
          Array.from({ length: 600 }, (_, i) => ({ id: `cam-${i}`, name: `Camera ${i}` })),
        ),
      ),
    );
    const client = createQueryClient();
    await client.prefetchQuery(camerasQuery());
    expect(client.getQueryData(camerasQuery().queryKey)).toHaveLength(600);
    expect(yieldToBrowser).toHaveBeenCalledTimes(2);
  });
});
