import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import { announcement } from '@/words/weather-alert-text';
import type { WeatherAlert } from '@/domain/weather-alerts';
import { useAlertAnnouncer } from '@/entities/weather-alert/use-alert-announcer';

const alert = (id: string, severity: WeatherAlert['severity']): WeatherAlert => ({
  id,
  event: `${severity} Thunderstorm Warning ${id}`,
  headline: '',
  description: '',
  instruction: '',
  severity,
  certainty: 'Likely',
  urgency: 'Expected',
  sender: 'NWS Twin Cities/Chanhassen MN',
  areaDesc: '',
  counties: ['Hennepin'],
  sent: '',
  effective: '',
  onset: '',
  expires: '',
  ends: '',
  messageType: 'Alert',
  status: 'Actual',
  replaces: [],
});

/** When the answer came (these alerts have no end, so it words nothing here). */
const CHECKED_AT = Date.UTC(2026, 11, 1, 12);

const severe = alert('severe-1', 'Severe');
const extreme = alert('extreme-1', 'Extreme');
const moderate = alert('moderate-1', 'Moderate');

afterEach(() => liveUpdates.setPaused(false));

function renderAnnouncer(initial: readonly WeatherAlert[] | undefined) {
  return renderHook(({ alerts }) => useAlertAnnouncer(alerts, CHECKED_AT), {
    initialProps: { alerts: initial },
  });
}

test('alerts already in force when the page opens are not announced', () => {
  const { result, rerender } = renderAnnouncer(undefined);
  expect(result.current).toBe('');
  rerender({ alerts: [severe, extreme] });
  expect(result.current).toBe('');
});

test('a new Severe alert that arrives while the page is open is announced', () => {
  const { result, rerender } = renderAnnouncer([]);
  rerender({ alerts: [severe] });
  expect(result.current).toBe(announcement(severe, CHECKED_AT));
  expect(result.current).not.toBe('');
});

test('a new Moderate alert is not announced', () => {
  const { result, rerender } = renderAnnouncer([]);
  rerender({ alerts: [moderate] });
  expect(result.current).toBe('');
});

test('each alert is announced once: the same alert in a later check says nothing new', () => {
  const { result, rerender } = renderAnnouncer([]);
  rerender({ alerts: [severe] });
  const first = result.current;
  rerender({ alerts: [moderate, severe] });
  expect(result.current).toBe(first);
  // Another alert arriving is announced, the first one is not repeated.
  rerender({ alerts: [severe, extreme] });
  expect(result.current).toBe(announcement(extreme, CHECKED_AT));
});

test('several new alerts at once: the first, and how many more', () => {
  const other = alert('severe-2', 'Severe');
  const { result, rerender } = renderAnnouncer([]);
  rerender({ alerts: [extreme, severe, other] });
  expect(result.current).toBe(`${announcement(extreme, CHECKED_AT)} And 2 more.`);
});

test('alerts that arrive while live updates are paused are never announced, not even later', () => {
  const { result, rerender } = renderAnnouncer([]);
  act(() => liveUpdates.setPaused(true));
  rerender({ alerts: [severe] });
  expect(result.current).toBe('');
  act(() => liveUpdates.setPaused(false));
  rerender({ alerts: [severe, moderate] });
  expect(result.current).toBe('');
  rerender({ alerts: [severe, moderate, extreme] });
  expect(result.current).toBe(announcement(extreme, CHECKED_AT));
});

test('a check with no answer (undefined) before the first answer waits for it', () => {
  const { result, rerender } = renderAnnouncer(undefined);
  rerender({ alerts: undefined });
  rerender({ alerts: [extreme] });
  expect(result.current).toBe('');
  rerender({ alerts: [extreme, severe] });
  expect(result.current).toBe(announcement(severe, CHECKED_AT));
});
