import { afterEach, describe, expect, test } from 'vitest';
import {
  alertTimeLabel,
  announcement,
  certaintyLabel,
  countiesLabel,
  moreLabel,
  paragraphs,
  untilLabel,
  urgencyLabel,
} from '@/words/weather-alert-text';
import type { WeatherAlert } from '@/domain/weather-alerts';
import { en } from '@/i18n/catalogs/en';
import { es } from '@/i18n/catalogs/es';
import { applyCatalog } from '@/i18n/translate';

describe('words that stand alone and words inside a sentence', () => {
  afterEach(() => applyCatalog('en', en));

  test('the counties have a standalone form and an in-sentence form', () => {
    applyCatalog('es', es);
    expect(countiesLabel(['Hennepin'])).toBe('Condado de Hennepin');
    expect(countiesLabel(['Hennepin'], 'inSentence')).toBe('el Condado de Hennepin');
    expect(countiesLabel(['Hennepin', 'Ramsey'])).toBe('Condados de Hennepin y Ramsey');
    expect(countiesLabel(['Hennepin', 'Ramsey'], 'inSentence')).toBe(
      'los condados de Hennepin y Ramsey',
    );
  });

  test("CAP's certainty and urgency in the active language; a value CAP lacks is null", () => {
    expect(certaintyLabel('Likely')).toBe('Likely');
    applyCatalog('es', es);
    expect(certaintyLabel('Likely')).toBe('Probable');
    expect(certaintyLabel('observed')).toBe('Observada');
    expect(urgencyLabel('Expected')).toBe('Prevista');
    expect(urgencyLabel('Unknown')).toBe('Desconocida');
    expect(certaintyLabel('Very Likely')).toBeNull();
    expect(urgencyLabel('toString')).toBeNull();
  });
});

describe('alert words', () => {
  test.each([
    [[], ''],
    [['Hennepin'], 'Hennepin County'],
    [['Hennepin', 'Ramsey'], 'Hennepin and Ramsey counties'],
    [['Hennepin', 'Ramsey', 'Dakota'], 'Hennepin, Ramsey and Dakota counties'],
    [
      ['Hennepin', 'Ramsey', 'Dakota', 'Anoka', 'Washington', 'Scott', 'Carver'],
      'all seven metro counties',
    ],
  ])('%j reads %j', (counties, label) => {
    expect(countiesLabel(counties)).toBe(label);
  });

  test('until: time and weekday in the visitor’s zone; nothing without an end', () => {
    const sixPmTuesday = new Date(2026, 0, 13, 18, 0).toISOString();
    const mondayNoon = new Date(2026, 0, 12, 12, 0).getTime();
    expect(untilLabel({ ends: sixPmTuesday, expires: '' }, mondayNoon)).toBe('until 6:00 PM Tue');
    expect(untilLabel({ ends: '', expires: sixPmTuesday }, mondayNoon)).toBe('until 6:00 PM Tue');
    expect(untilLabel({ ends: '', expires: '' }, mondayNoon)).toBe('');
  });

  test('until: an end a weekday cannot name (6 days off or more, or no now) has its date', () => {
    const sixPmTuesday = new Date(2026, 0, 13, 18, 0);
    const until = (now: number) =>
      untilLabel({ ends: sixPmTuesday.toISOString(), expires: '' }, now);
    const DAY = 86_400_000;
    expect(until(sixPmTuesday.getTime() - 6 * DAY + 1)).toBe('until 6:00 PM Tue');
    expect(until(sixPmTuesday.getTime() - 6 * DAY)).toBe('until Tue Jan 13, 6:00 PM');
    expect(until(sixPmTuesday.getTime() - 400 * DAY)).toBe('until Tue Jan 13, 6:00 PM');
    // An end behind a device clock that runs days fast is dated too.
    expect(until(sixPmTuesday.getTime() + 6 * DAY)).toBe('until Tue Jan 13, 6:00 PM');
    expect(until(0)).toBe('until Tue Jan 13, 6:00 PM');
    applyCatalog('es', es);
    expect(until(sixPmTuesday.getTime() - 30 * DAY)).toMatch(/^hasta mar\.? 13 ene/);
    applyCatalog('en', en);
  });

  test('dialog times and "+N more"', () => {
    expect(alertTimeLabel(new Date(2026, 10, 25, 9, 5).toISOString())).toBe('Wed Nov 25, 9:05 AM');
    expect(alertTimeLabel('later')).toBe('');
    expect(moreLabel(1)).toBe('');
    expect(moreLabel(3)).toBe('+2 more');
  });

  test('NWS text: blank lines separate paragraphs, single breaks are wrapping', () => {
    expect(paragraphs('* WHAT...Heavy snow. Total\ninches.\n\n* WHERE...Anoka.\n \n\n')).toEqual([
      '* WHAT...Heavy snow. Total inches.',
      '* WHERE...Anoka.',
    ]);
    expect(paragraphs('')).toEqual([]);
  });

  test('what the live region says', () => {
    const alert = {
      event: 'Tornado Warning',
      counties: ['Scott'],
      ends: new Date(2026, 5, 2, 17, 45).toISOString(),
      expires: '',
    } as WeatherAlert;
    const checked = new Date(2026, 5, 2, 14, 0).getTime();
    expect(announcement(alert, checked)).toBe(
      'Weather alert: Tornado Warning for Scott County until 5:45 PM Tue.',
    );
    expect(announcement(alert, checked - 10 * 86_400_000)).toBe(
      'Weather alert: Tornado Warning for Scott County until Tue Jun 2, 5:45 PM.',
    );
  });
});
