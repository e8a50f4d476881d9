import { expect, test } from 'vitest';
import { startLabel } from '@/features/status/start-label';
import { t } from '@/i18n/translate';

const at = (day: number, hour: number, minute: number) =>
  new Date(2025, 0, day, hour, minute).getTime();

test('today: the time only', () => {
  const iso = new Date(at(15, 14, 5)).toISOString();
  expect(startLabel(t, iso, at(15, 16, 0))).toMatch(/^2:05\s?PM$/);
});

test('another day: the date too', () => {
  const iso = new Date(at(14, 20, 7)).toISOString();
  expect(startLabel(t, iso, at(15, 6, 0))).toMatch(/^Jan 14, 8:07\s?PM$/);
});

test.each([[''], ['soon'], ['2025-13-45T99:00:00Z']])('%j gives no label', (iso) => {
  expect(startLabel(t, iso, at(15, 6, 0))).toBe('');
});
