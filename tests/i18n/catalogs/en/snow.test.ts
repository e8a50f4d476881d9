import { expect, test } from 'vitest';
import { snow } from '@/i18n/catalogs/en/snow';
import { describeEnglishSection } from '../section-checks';

describeEnglishSection('snow');

test('every phase has a name, a one-line meaning and the city’s rules', () => {
  for (const code of ['mpls-day1', 'mpls-day2', 'mpls-day3', 'stp-night', 'stp-day']) {
    expect(snow).toHaveProperty(`snow.phase.${code}`);
    expect(snow).toHaveProperty(`snow.meaning.${code}`);
    expect(snow).toHaveProperty(`snow.rules.${code}`);
  }
});
