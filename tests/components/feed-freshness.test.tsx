import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FeedFreshness } from '@/components/feed-freshness';

const START = Date.parse('2026-01-15T12:00:00Z');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers({ now: START }));
afterEach(() => vi.useRealTimers());

describe('FeedFreshness', () => {
  test('counts the minutes since the last success, read every 15 s', async () => {
    const { container } = render(<FeedFreshness updatedAt={START} intervalMs={30_000} />);
    expect(container).toHaveTextContent(/^Updated just now$/);
    await advance(45_000);
    expect(container).toHaveTextContent(/^Updated just now$/);
    await advance(15_000);
    expect(container).toHaveTextContent(/^Updated 1 min ago/);
  });

  test('"Stale" once the data is older than two intervals, not before', async () => {
    render(<FeedFreshness updatedAt={START} intervalMs={30_000} />);
    await advance(60_000);
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
    await advance(15_000);
    expect(screen.getByText('Stale')).toBeInTheDocument();
  });

  test('a failed refresh says so while the data is still fresh; "Stale" replaces it later', async () => {
    const { container } = render(<FeedFreshness updatedAt={START} intervalMs={30_000} failed />);
    expect(container).toHaveTextContent('Updated just now(refresh failed, showing last data)');
    await advance(75_000);
    expect(container).toHaveTextContent(/^Updated 1 min agoStale$/);
  });

  test('before the first success: "Not updated yet", never stale', async () => {
    const { container } = render(<FeedFreshness updatedAt={0} intervalMs={30_000} />);
    await advance(10 * 60_000);
    expect(container).toHaveTextContent(/^Not updated yet$/);
  });

  test('a feed that failed before any success has no last data to claim it shows', () => {
    const { container } = render(<FeedFreshness updatedAt={0} intervalMs={30_000} failed />);
    expect(container).toHaveTextContent(/^Not updated yet$/);
  });

  test('a newer success moves the label back at once', async () => {
    const { container, rerender } = render(<FeedFreshness updatedAt={START} intervalMs={30_000} />);
    await advance(120_000);
    expect(container).toHaveTextContent('Updated 2 min ago');
    rerender(<FeedFreshness updatedAt={START + 120_000} intervalMs={30_000} />);
    expect(container).toHaveTextContent(/^Updated just now$/);
  });

  test('offline: the time it was read, marked offline, instead of an age or a failure', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { container } = render(
      <FeedFreshness updatedAt={START - 5 * 60_000} intervalMs={30_000} failed />,
    );
    expect(container).toHaveTextContent(/^Last updated \d{1,2}:55 [AP]M · offline$/);
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(container).toHaveTextContent(/^Updated 5 min ago/);
  });
});
