import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import { Clock, formatClock } from '@/features/status/clock';

afterEach(() => {
  vi.useRealTimers();
  liveUpdates.setPaused(false);
});

describe('Clock', () => {
  test('formatClock shows hours, minutes and seconds', () => {
    const ms = new Date(2025, 0, 15, 15, 4, 5).getTime();
    expect(formatClock(ms)).toMatch(/^3:04:05\s?PM$/);
  });

  test('a <time> that ticks every second', async () => {
    vi.useFakeTimers({ now: new Date(2025, 0, 15, 9, 0, 0) });
    const { container } = render(<Clock />);
    const time = () => container.querySelector('time')!;
    // The shared ticker may hold an older "now" until its first tick.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const first = time().textContent;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(time().textContent).not.toBe(first);
    expect(time().textContent).toMatch(/^9:00:02\s?AM$/);
    expect(new Date(time().getAttribute('datetime')!).getTime()).toBe(
      new Date(2025, 0, 15, 9, 0, 2).getTime(),
    );
    expect(screen.getByText(/9:00:02/)).toBeVisible();
  });

  test('frozen while live updates are paused', async () => {
    vi.useFakeTimers({ now: new Date(2025, 0, 15, 9, 0, 0) });
    const { container } = render(<Clock />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => liveUpdates.setPaused(true));
    const frozen = container.querySelector('time')!.textContent;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(container.querySelector('time')!.textContent).toBe(frozen);
  });
});
