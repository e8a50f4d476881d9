import { expect, test } from 'vitest';
import { ALERT_TONES } from '@/entities/weather-alert/alert-row-tones';

test('the row keeps one height on both tones, whatever it says', () => {
  for (const tone of ['light', 'dark'] as const) {
    expect(ALERT_TONES[tone].row).toContain('h-16');
    expect(ALERT_TONES[tone].row).toContain('sm:h-12');
    expect(ALERT_TONES[tone].row).toContain('overflow-hidden');
  }
});

test('a failed check has its own warning look on each tone', () => {
  expect(ALERT_TONES.light.failed).not.toBe(ALERT_TONES.light.quiet);
  expect(ALERT_TONES.dark.failed).not.toBe(ALERT_TONES.dark.quiet);
});
