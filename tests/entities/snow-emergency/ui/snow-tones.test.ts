import { expect, test } from 'vitest';
import { SNOW_TONES } from '@/entities/snow-emergency/ui/snow-tones';

test('both tones give every part a look, the failure in amber as the weather alerts do', () => {
  for (const tone of ['light', 'dark'] as const) {
    const look = SNOW_TONES[tone];
    for (const part of [look.notice, look.badge, look.quiet, look.action, look.failed])
      expect(part.trim()).not.toBe('');
    expect(look.failed).toContain('amber');
  }
});
