import { afterEach, describe, expect, test } from 'vitest';
import { en } from '@/i18n/catalogs/en';
import { es } from '@/i18n/catalogs/es';
import { applyCatalog } from '@/i18n/translate';
import {
  compassPoint,
  highLowLabel,
  hourLabel,
  precipitationLabel,
  windText,
} from '@/words/forecast';

describe('wording', () => {
  afterEach(() => applyCatalog('en', en));
  test.each([
    ['NW', '5 to 10 mph', 'NW 5 to 10 mph'],
    ['S', '15 mph', 'S 15 mph'],
    ['', '10 mph', '10 mph'],
    ['N', '0 mph', 'Calm'],
    ['N', '10 km/h', ''],
    ['N', '', ''],
    ['N', 'fast', ''],
  ])('wind %s %s reads "%s"', (direction, speed, text) => {
    expect(windText(direction, speed)).toBe(text);
  });
  test("NWS's 16 points go through the catalog's compass; an unknown one stays as NWS wrote it", () => {
    expect(compassPoint('NNW')).toBe('NNW');
    applyCatalog('es', es);
    expect(compassPoint('NNW')).toBe('NNO');
    expect(compassPoint('wsw')).toBe('OSO');
    expect(compassPoint('VRB')).toBe('VRB');
    // Spanish says where the wind comes from: "del NO".
    expect(windText('NW', '5 to 10 mph')).toBe('del NO, 5 a 10 mph');
  });
  test('a null chance of precipitation shows nothing, never 0 %', () => {
    expect(precipitationLabel(null)).toBe('');
    expect(precipitationLabel(0)).toBe('0%');
    expect(precipitationLabel(20)).toBe('20%');
  });
  test('day periods give the high, nights the low', () => {
    expect(highLowLabel({ isDaytime: true, temperatureF: 24 })).toBe('High 24°F');
    expect(highLowLabel({ isDaytime: false, temperatureF: -3.4 })).toBe('Low -3°F');
  });
});

test('an hour reads in the visitor\'s clock: "3 PM", "12 AM"; an unreadable one reads nothing', () => {
  expect(hourLabel(new Date(2026, 0, 15, 15, 0).toISOString())).toBe('3 PM');
  expect(hourLabel(new Date(2026, 0, 15, 0, 0).toISOString())).toBe('12 AM');
  expect(hourLabel('soon')).toBe('');
});
