import { afterEach, describe, expect, test } from 'vitest';
import { snowSchedule, snowStateAt } from '@/entities/snow-emergency/model';
import {
  announcementOf,
  beginsText,
  centralTime,
  centralWhen,
  stateLines,
  titleText,
} from '@/entities/snow-emergency/ui/snow-text';
import { en } from '@/i18n/catalogs/en';
import { hmn } from '@/i18n/catalogs/hmn';
import { so } from '@/i18n/catalogs/so';
import { applyCatalog, t } from '@/i18n/translate';

const at = (iso: string) => new Date(iso);
const mpls = snowSchedule('Minneapolis', at('2026-12-01T22:30:00Z'));

afterEach(() => applyCatalog('en', en));

describe('Central times, whatever the device zone', () => {
  test.each([
    ['2026-12-02T14:00:00Z', '8 AM', 'Wednesday 8 AM'],
    ['2026-12-01T22:30:00Z', '4:30 PM', 'Tuesday 4:30 PM'],
    ['2026-12-02T06:05:00Z', '12:05 AM', 'Wednesday 12:05 AM'],
    ['2026-07-01T13:00:00Z', '8 AM', 'Wednesday 8 AM'],
  ])('%s is %s, %s', (iso, time, when) => {
    expect(centralTime(t, at(iso))).toBe(time);
    expect(centralWhen(t, at(iso))).toBe(when);
  });
});

test('rules that begin today say the hour; on another day, the weekday too', () => {
  expect(beginsText(t, at('2026-12-02T03:00:00Z'), at('2026-12-01T23:00:00Z'))).toBe(
    'Parking rules begin at 9 PM',
  );
  expect(beginsText(t, at('2026-12-03T03:00:00Z'), at('2026-12-01T23:00:00Z'))).toBe(
    'Parking rules begin Wednesday 9 PM',
  );
});

test('the lines of Day 2: badge, meaning, when Day 3 begins', () => {
  const now = at('2026-12-02T16:00:00Z');
  expect(stateLines(t, snowStateAt(mpls, now), now)).toEqual({
    badge: 'Day 2',
    meaning:
      'No parking on the even-numbered side of non-Snow Emergency routes, nor on either side of parkways',
    next: 'Day 3 begins Thursday 8 AM',
  });
  expect(stateLines(t, { kind: 'none' }, now)).toBeNull();
});

test('another city says only that it is declared', () => {
  expect(stateLines(t, { kind: 'declared', end: null }, at('2026-12-02T16:00:00Z'))).toEqual({
    badge: '',
    meaning: 'Snow Emergency declared',
    next: '',
  });
});

test('announcements name the city, the phase and its meaning', () => {
  const now = at('2026-12-02T16:00:00Z');
  expect(announcementOf(t, 'Minneapolis Snow Emergency', snowStateAt(mpls, now), now)).toBe(
    'Minneapolis Snow Emergency: Day 2. No parking on the even-numbered side of non-Snow Emergency routes, nor on either side of parkways.',
  );
  const before = at('2026-12-01T23:00:00Z');
  expect(announcementOf(t, 'Minneapolis Snow Emergency', snowStateAt(mpls, before), before)).toBe(
    'Minneapolis Snow Emergency declared. Parking rules begin at 9 PM.',
  );
});

test("Somali and Hmong titles use each city's own word, and their weekdays", () => {
  applyCatalog('so', so);
  expect(titleText(t, 'minneapolis', 'Minneapolis')).toBe('Minneapolis: gurmad baraf');
  expect(titleText(t, 'saint-paul', 'Saint Paul')).toBe('Saint Paul: degdegga barafka');
  expect(centralWhen(t, at('2026-12-03T14:00:00Z'))).toBe('Khamiis 8 AM');
  applyCatalog('hmn', hmn);
  expect(titleText(t, 'minneapolis', 'Minneapolis')).toBe('Minneapolis: kev thob dau ceev');
  expect(titleText(t, 'saint-paul', 'Saint Paul')).toBe('Saint Paul: kev kaus te kub ceev');
});
