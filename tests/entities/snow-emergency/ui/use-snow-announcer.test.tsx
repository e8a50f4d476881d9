import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import {
  useSnowAnnouncer,
  type Announceable,
} from '@/entities/snow-emergency/ui/use-snow-announcer';

afterEach(() => liveUpdates.setPaused(false));

const day = (key: string, message: string): Announceable => ({ id: 'mpls', key, message });

test('what was in force when the page opened is not announced; a new phase and a new declaration are', () => {
  const { result, rerender } = renderHook(
    ({ items }: { items: Announceable[] | undefined }) => useSnowAnnouncer(items),
    { initialProps: { items: undefined as Announceable[] | undefined } },
  );
  rerender({ items: [day('phase:mpls-day1', 'Day 1.')] });
  expect(result.current).toBe('');
  rerender({ items: [day('phase:mpls-day2', 'Day 2.')] });
  expect(result.current).toBe('Day 2.');
  rerender({
    items: [
      day('phase:mpls-day2', 'Day 2.'),
      { id: 'stp', key: 'upcoming:stp-night', message: 'Saint Paul.' },
    ],
  });
  expect(result.current).toBe('Saint Paul.');
});

test('a first answer with none, then a declaration: announced', () => {
  const { result, rerender } = renderHook(
    ({ items }: { items: Announceable[] }) => useSnowAnnouncer(items),
    { initialProps: { items: [] as Announceable[] } },
  );
  rerender({ items: [day('upcoming:mpls-day1', 'Declared.')] });
  expect(result.current).toBe('Declared.');
});

test('nothing is announced while live updates are paused', () => {
  const { result, rerender } = renderHook(
    ({ items }: { items: Announceable[] }) => useSnowAnnouncer(items),
    { initialProps: { items: [day('phase:mpls-day1', 'Day 1.')] } },
  );
  act(() => liveUpdates.setPaused(true));
  rerender({ items: [day('phase:mpls-day2', 'Day 2.')] });
  expect(result.current).toBe('');
});
