import { expect, test } from 'vitest';
import { SEVERITY_BADGE, SEVERITY_LOOK } from '@/entities/weather-alert/alert-tones';
const SEVERITIES = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'] as const;

test('every severity has a look on light and dark rows, and a badge for its word', () => {
  for (const severity of SEVERITIES) {
    expect(SEVERITY_LOOK[severity].light).toMatch(/\bbg-\S+ text-\S+/);
    expect(SEVERITY_LOOK[severity].dark).toMatch(/\bbg-\S+ text-\S+/);
    expect(SEVERITY_BADGE[severity]).toMatch(/\bbg-\S+ text-\S+/);
  }
});

test('the dark row\u2019s looks differ from the light one\u2019s (the phone\u2019s view is dark)', () => {
  for (const severity of SEVERITIES)
    expect(SEVERITY_LOOK[severity].dark).not.toBe(SEVERITY_LOOK[severity].light);
});
