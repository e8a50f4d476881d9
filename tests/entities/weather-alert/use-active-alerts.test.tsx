import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { useActiveAlerts, useAlertLevels } from '@/entities/weather-alert/use-active-alerts';
import { ALERT_FIXTURES, alertCollection } from '@/mocks/fixtures/nws-alerts';
import { server } from '../../msw-server';

function answer(body: unknown, status = 200) {
  server.use(http.get('*/alerts/active', () => HttpResponse.json(body as never, { status })));
}

function renderWithFeeds<T>(hook: () => T) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>{children}</AppProviders>
  );
  return renderHook(hook, { wrapper });
}

const events = (alerts: readonly { event: string }[] | undefined) =>
  alerts?.map((alert) => alert.event);

afterEach(() => vi.useRealTimers());

describe('useActiveAlerts', () => {
  test('nothing known before the first answer: undefined, pending, never checked', () => {
    const { result } = renderWithFeeds(() => useActiveAlerts());
    expect(result.current).toEqual({
      alerts: undefined,
      failed: false,
      checkedAt: 0,
      pending: true,
    });
  });

  test("the metro's alerts in force, most severe first, with when they were checked", async () => {
    const before = Date.now();
    const { result } = renderWithFeeds(() => useActiveAlerts());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(events(result.current.alerts)).toEqual(['Winter Storm Warning', 'Wind Chill Advisory']);
    expect(result.current.failed).toBe(false);
    expect(result.current.checkedAt).toBeGreaterThanOrEqual(before);
  });

  test('a county sees its own alerts only (Scott: the Wind Chill Advisory)', async () => {
    const { result } = renderWithFeeds(() => useActiveAlerts('Scott'));
    await waitFor(() => expect(result.current.alerts).toBeDefined());
    expect(events(result.current.alerts)).toEqual(['Wind Chill Advisory']);
  });

  test('a county without alerts has none, which is not a failure', async () => {
    answer({ type: 'FeatureCollection', features: [] });
    const { result } = renderWithFeeds(() => useActiveAlerts('Carver'));
    await waitFor(() => expect(result.current.alerts).toEqual([]));
    expect(result.current.failed).toBe(false);
  });

  test('a check that fails before any answer is failed, with nothing known', async () => {
    answer({ title: 'Service Unavailable' }, 503);
    const { result } = renderWithFeeds(() => useActiveAlerts());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.alerts).toBeUndefined();
    expect(result.current.checkedAt).toBe(0);
  });

  test('offline counts as failed; the last alerts stay; back online it is not', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { result } = renderWithFeeds(() => useActiveAlerts());
    await waitFor(() => expect(result.current.alerts).toHaveLength(2));
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current.failed).toBe(true);
    expect(result.current.alerts).toHaveLength(2);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.failed).toBe(false);
  });

  test('an alert leaves once its end has passed, between two checks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const endsSoon = { ...ALERT_FIXTURES[0]!, endsHours: 0.05 }; // 3 minutes from now
    answer(alertCollection(Date.now(), [endsSoon]));
    const { result } = renderWithFeeds(() => useActiveAlerts());
    await waitFor(() => expect(events(result.current.alerts)).toEqual(['Winter Storm Warning']));
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(result.current.alerts).toEqual([]);
  });

  test('an alert whose id holds a line break is in force like any other', async () => {
    const oddId = { ...ALERT_FIXTURES[0]!, id: 'urn:oid:2.49.0.1.840.0.a\nb.001.1' };
    answer(alertCollection(Date.now(), [oddId]));
    const { result } = renderWithFeeds(() => useActiveAlerts());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(events(result.current.alerts)).toEqual(['Winter Storm Warning']);
  });
});

describe('useAlertLevels', () => {
  test('the most severe alert per county', async () => {
    const { result } = renderWithFeeds(() => useAlertLevels());
    await waitFor(() => expect(result.current.Hennepin).toBeDefined());
    expect(result.current).toMatchObject({ Hennepin: 'Severe', Scott: 'Minor' });
  });

  test("a county's levels hold that county only", async () => {
    const { result } = renderWithFeeds(() => useAlertLevels('Scott'));
    await waitFor(() => expect(result.current.Scott).toBe('Minor'));
    expect(result.current.Hennepin).not.toBe('Severe');
  });

  test('no alerts, no levels', async () => {
    answer({ type: 'FeatureCollection', features: [] });
    const { result } = renderWithFeeds(() => ({
      levels: useAlertLevels(),
      feed: useActiveAlerts(),
    }));
    await waitFor(() => expect(result.current.feed.pending).toBe(false));
    expect(result.current.levels).toEqual({});
  });
});
