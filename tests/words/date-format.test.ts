import { afterEach, describe, expect, test } from 'vitest';
import { dayAndTime, monthDay, timeOfDay, weekday } from '@/words/date-format';
import { en } from '@/i18n/catalogs/en';
import { applyCatalog } from '@/i18n/translate';

const at = (hours: number, minutes: number, seconds = 0) =>
  new Date(2026, 10, 23, hours, minutes, seconds);

describe('timeOfDay (en-US by hand)', () => {
  test.each([
    [at(0, 0), '12:00 AM'],
    [at(0, 5), '12:05 AM'],
    [at(9, 7), '9:07 AM'],
    [at(11, 59), '11:59 AM'],
    [at(12, 0), '12:00 PM'],
    [at(15, 4), '3:04 PM'],
    [at(23, 59), '11:59 PM'],
  ])('%s → %s, as Intl would say it', (date, expected) => {
    expect(timeOfDay(date)).toBe(expected);
    expect(timeOfDay(date)).toBe(
      date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
    );
  });

  test('with seconds', () => {
    expect(timeOfDay(at(15, 4, 5), true)).toBe('3:04:05 PM');
    expect(timeOfDay(at(0, 0, 9), true)).toBe('12:00:09 AM');
  });
});

describe('monthDay (en-US by hand)', () => {
  test.each([
    [new Date(2026, 0, 1), 'Jan 1', 'Jan 1, 2026'],
    [new Date(2026, 10, 23), 'Nov 23', 'Nov 23, 2026'],
    [new Date(2025, 11, 31), 'Dec 31', 'Dec 31, 2025'],
  ])('%s → %s / %s, as Intl would say it', (date, short, long) => {
    expect(monthDay(date)).toBe(short);
    expect(monthDay(date, true)).toBe(long);
    expect(monthDay(date, true)).toBe(
      date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    );
  });
});

describe('in the other languages', () => {
  const tuesday = new Date(2026, 10, 24, 15, 4, 5);
  const use = async (language: 'es' | 'so' | 'hmn') => {
    const { loadCatalog } = await import('@/i18n/load-catalog');
    applyCatalog(language, await loadCatalog(language));
  };
  afterEach(() => applyCatalog('en', en));

  test('Spanish goes through Intl (es-US)', async () => {
    await use('es');
    expect(timeOfDay(tuesday)).toBe(
      new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit' }).format(tuesday),
    );
    expect(monthDay(tuesday)).toBe('24 nov');
    expect(weekday(tuesday)).toBe('mar');
  });

  test('Somali uses its catalog words: day before month, its weekdays and months', async () => {
    await use('so');
    expect(weekday(tuesday)).toBe('Talaado');
    expect(monthDay(tuesday)).toBe('24 Nof');
    expect(monthDay(tuesday, true)).toBe('24 Nof 2026');
    expect(weekday(new Date(2026, 10, 22))).toBe('Axad');
    expect(monthDay(new Date(2026, 0, 5))).toBe('5 Jan');
    expect(timeOfDay(tuesday, true)).toBe('3:04:05 PM');
  });

  test('Hmong uses its catalog words: numbered days and months', async () => {
    await use('hmn');
    expect(weekday(tuesday)).toBe('Hnub Ob');
    expect(weekday(new Date(2026, 10, 22))).toBe('Hnub Xya');
    expect(monthDay(tuesday)).toBe('Kaum Ib Hlis tim 24');
    expect(monthDay(new Date(2026, 11, 31), true)).toBe('Kaum Ob Hlis tim 31, 2026');
    expect(dayAndTime(tuesday)).toBe('Hnub Ob 3:04 PM');
  });
});
