/**
 * The snow notices' words: the model's facts (phase codes, instants) said in the language of `t`
 * (the component's `useT()`), with every time in Central time, the cities' clock, whatever the
 * visitor's device says.
 */
import type { Translate } from '@/i18n/translate';
import '@/i18n/english-snow';
import { centralClock, type SnowPhaseCode, type SnowRulesCity, type SnowState } from '../model';

const PHASE_KEY = {
  'mpls-day1': 'snow.phase.mpls-day1',
  'mpls-day2': 'snow.phase.mpls-day2',
  'mpls-day3': 'snow.phase.mpls-day3',
  'stp-night': 'snow.phase.stp-night',
  'stp-day': 'snow.phase.stp-day',
} as const;

const MEANING_KEY = {
  'mpls-day1': 'snow.meaning.mpls-day1',
  'mpls-day2': 'snow.meaning.mpls-day2',
  'mpls-day3': 'snow.meaning.mpls-day3',
  'stp-night': 'snow.meaning.stp-night',
  'stp-day': 'snow.meaning.stp-day',
} as const;

const RULES_KEY = {
  'mpls-day1': 'snow.rules.mpls-day1',
  'mpls-day2': 'snow.rules.mpls-day2',
  'mpls-day3': 'snow.rules.mpls-day3',
  'stp-night': 'snow.rules.stp-night',
  'stp-day': 'snow.rules.stp-day',
} as const;

const TITLE_KEY = {
  minneapolis: 'snow.title.minneapolis',
  'saint-paul': 'snow.title.saintPaul',
  other: 'snow.title.other',
} as const;

export const phaseName = (t: Translate, code: SnowPhaseCode) => t(PHASE_KEY[code]);
export const phaseMeaning = (t: Translate, code: SnowPhaseCode) => t(MEANING_KEY[code]);
export const phaseRules = (t: Translate, code: SnowPhaseCode) => t(RULES_KEY[code]);

/** "{city} Snow Emergency" in the city's own term; the caller places the city's name. */
export const titleTemplate = (t: Translate, rules: SnowRulesCity) => t(TITLE_KEY[rules]);
export const titleText = (t: Translate, rules: SnowRulesCity, city: string) =>
  t(TITLE_KEY[rules], { city });

/** "8 AM", "4:30 PM": Central time, the minutes only when there are some. */
export function centralTime(t: Translate, at: Date): string {
  const { hour, minute } = centralClock(at);
  const parts = { hour: hour % 12 || 12, period: t(hour < 12 ? 'date.am' : 'date.pm') };
  return minute === 0
    ? t('snow.hour', parts)
    : t('date.time', { ...parts, minute: String(minute).padStart(2, '0') });
}

/** "Thursday 8 AM" in Central time. */
export function centralWhen(t: Translate, at: Date): string {
  const weekday = t('snow.weekdays').split('|')[centralClock(at).weekday] ?? '';
  return t('snow.when', { weekday, time: centralTime(t, at) });
}

const sameCentralDay = (a: Date, b: Date) => {
  const [x, y] = [centralClock(a), centralClock(b)];
  return x.year === y.year && x.month === y.month && x.day === y.day;
};

/** "Parking rules begin at 9 PM" today, "… begin Thursday 9 PM" on another day. */
export const beginsText = (t: Translate, start: Date, now: Date) =>
  sameCentralDay(start, now)
    ? t('snow.begins', { time: centralTime(t, start) })
    : t('snow.beginsOn', { when: centralWhen(t, start) });

/** "Day 3 begins Thursday 8 AM"; Saint Paul's plural "Day plow routes begin Wednesday 8 AM". */
const nextText = (t: Translate, code: SnowPhaseCode, start: Date) =>
  t(code.startsWith('stp-') ? 'snow.nextRoutes' : 'snow.next', {
    phase: phaseName(t, code),
    when: centralWhen(t, start),
  });

/** The notice's badge and plain line for a state, and what comes next; null when none is shown. */
export function stateLines(t: Translate, state: SnowState, now: Date) {
  switch (state.kind) {
    case 'phase':
      return {
        badge: phaseName(t, state.phase.code),
        meaning: phaseMeaning(t, state.phase.code),
        next: state.next
          ? nextText(t, state.next.code, state.next.start)
          : state.end
            ? t('snow.ends', { when: centralWhen(t, state.end) })
            : '',
      };
    case 'upcoming':
      return {
        badge: phaseName(t, state.next.code),
        meaning: phaseMeaning(t, state.next.code),
        next: beginsText(t, state.next.start, now),
      };
    case 'between':
      return {
        badge: phaseName(t, state.next.code),
        meaning: t('snow.meaning.between', { phase: phaseName(t, state.next.code) }),
        next: nextText(t, state.next.code, state.next.start),
      };
    case 'declared':
      return {
        badge: '',
        meaning: t('snow.declared'),
        next: state.end ? t('snow.ends', { when: centralWhen(t, state.end) }) : '',
      };
    default:
      return null;
  }
}

/** What screen readers hear when a declaration appears or its phase changes. */
export function announcementOf(t: Translate, title: string, state: SnowState, now: Date): string {
  switch (state.kind) {
    case 'phase':
      return t('snow.announce.phase', {
        title,
        phase: phaseName(t, state.phase.code),
        meaning: phaseMeaning(t, state.phase.code),
      });
    case 'upcoming':
      return t('snow.announce.upcoming', { title, begins: beginsText(t, state.next.start, now) });
    case 'between':
      return t('snow.announce.between', {
        title,
        meaning: t('snow.meaning.between', { phase: phaseName(t, state.next.code) }),
      });
    case 'declared':
      return t('snow.announce.declared', { title });
    default:
      return '';
  }
}
