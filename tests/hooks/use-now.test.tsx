import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import { formatAge } from '@/words/freshness';
import { useNow, useTimeDerived } from '@/hooks/use-now';

const START = Date.parse('2026-01-15T12:00:00Z');
let renders = 0;
/** Counts the commits of what it wraps (each render of these one-component trees commits). */
const counted = (ui: ReactNode) => (
  <Profiler id="counted" onRender={() => (renders += 1)}>
    {ui}
  </Profiler>
);

/** "just now", "1 min ago"… since `from`, re-read every 15 s. */
function Age({ from }: { from: number }) {
  const age = useTimeDerived(15_000, (now) => formatAge(now - from));
  return <span data-testid="age">{age}</span>;
}

function Now() {
  return <span data-testid="now">{useNow(1_000)}</span>;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  renders = 0;
});
afterEach(() => {
  liveUpdates.setPaused(false);
  vi.useRealTimers();
});

describe('useTimeDerived', () => {
  test('re-renders only when the derived value changes, not at every tick', async () => {
    render(counted(<Age from={START} />));
    expect(screen.getByTestId('age')).toHaveTextContent('just now');
    await advance(45_000); // three ticks, still under a minute
    expect(screen.getByTestId('age')).toHaveTextContent('just now');
    expect(renders).toBe(1);
    await advance(15_000);
    expect(screen.getByTestId('age')).toHaveTextContent('1 min ago');
    expect(renders).toBe(2);
    await advance(60_000);
    expect(screen.getByTestId('age')).toHaveTextContent('2 min ago');
    expect(renders).toBe(3);
  });

  test('a new `from` is read at once, without waiting for a tick', async () => {
    const { rerender } = render(<Age from={START} />);
    await advance(120_000);
    expect(screen.getByTestId('age')).toHaveTextContent('2 min ago');
    rerender(<Age from={START + 120_000} />);
    expect(screen.getByTestId('age')).toHaveTextContent('just now');
  });

  test('is frozen while live updates are paused, and moves on when they resume', async () => {
    render(<Age from={START} />);
    liveUpdates.setPaused(true);
    await advance(180_000);
    expect(screen.getByTestId('age')).toHaveTextContent('just now');
    liveUpdates.setPaused(false);
    await advance(15_000);
    expect(screen.getByTestId('age')).toHaveTextContent('3 min ago');
  });

  test('a reader that arrives after the timer stopped starts from the current time', async () => {
    const first = render(<Age from={START} />);
    first.unmount();
    await advance(10 * 60_000);
    render(<Age from={START} />);
    expect(screen.getByTestId('age')).toHaveTextContent('10 min ago');
  });
});

describe('useNow', () => {
  test('readers that subscribe within their interval render once: the time they read stands', () => {
    // Its own interval: a ticker no other test has started.
    function NowEverySevenSeconds() {
      return <span data-testid="now">{useNow(7_000)}</span>;
    }
    // Rendered after it, this part makes the render take half a second before the commit.
    function SlowPart() {
      vi.setSystemTime(Date.now() + 500);
      return null;
    }
    render(
      counted(
        <>
          <NowEverySevenSeconds />
          <SlowPart />
        </>,
      ),
    );
    expect(Number(screen.getByTestId('now').textContent)).toBe(START);
    expect(renders).toBe(1);
  });

  test('re-renders at each tick of its interval', async () => {
    render(counted(<Now />));
    const first = Number(screen.getByTestId('now').textContent);
    await advance(3_000);
    expect(Number(screen.getByTestId('now').textContent)).toBe(first + 3_000);
    expect(renders).toBe(4);
  });

  test('a re-render keeps the timer running on its beat (no restart per render)', async () => {
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount((value) => value + 1)}>
            {count}
          </button>
          <Now />
        </>
      );
    }
    render(<Parent />);
    const first = Number(screen.getByTestId('now').textContent);
    await advance(600);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('1');
    await advance(400);
    expect(Number(screen.getByTestId('now').textContent)).toBe(first + 1_000);
  });
});
