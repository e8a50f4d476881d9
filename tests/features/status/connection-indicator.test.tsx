import { systemStatusFeed } from '@/api/feeds/system-status';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FeedPolling } from '@/api/feeds/polling';
import { ConnectionIndicator } from '@/features/status/connection-indicator';
import { systemStatusFixture } from '@/mocks/fixtures/live';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.useRealTimers());

describe('ConnectionIndicator', () => {
  test('LIVE while online and the system check succeeds', async () => {
    renderWithApp(<ConnectionIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('LIVE');
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.getByRole('status')).toHaveTextContent(/^LIVE$/);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'live');
  });

  test('OFFLINE when the browser goes offline, LIVE when it is back', async () => {
    renderWithApp(<ConnectionIndicator />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^OFFLINE$/);
    goOffline(false);
    expect(await screen.findByText('LIVE')).toBeVisible();
  });

  test('OFFLINE after a failed system-status poll, LIVE again after the next success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    server.use(
      http.get('*/api/system-status', () =>
        fail
          ? new HttpResponse('unavailable', { status: 500 })
          : HttpResponse.json(systemStatusFixture),
      ),
    );
    renderWithApp(
      <>
        <FeedPolling feeds={[systemStatusFeed]} />
        <ConnectionIndicator />
      </>,
    );
    expect(await screen.findByText('OFFLINE')).toBeVisible();
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('status')).toHaveTextContent('OFFLINE');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByRole('status')).toHaveTextContent(/^LIVE$/);
  });

  test('an answer of the wrong shape counts as a failed check: OFFLINE', async () => {
    server.use(
      http.get('*/api/system-status', () =>
        HttpResponse.json({ status: 'operational', services: [] }),
      ),
    );
    renderWithApp(<ConnectionIndicator />);
    expect(await screen.findByText('OFFLINE')).toBeVisible();
  });

  test('LIVE is green and OFFLINE red (text and dot), the word always present', async () => {
    renderWithApp(<ConnectionIndicator />);
    expect(screen.getByRole('status').className).toMatch(/text-green-800/);
    goOffline(true);
    expect(screen.getByRole('status').className).toMatch(/text-red-800/);
  });
});
