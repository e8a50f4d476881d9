import { describe, expect, test } from 'vitest';
import { tabIndexForKey } from '@/pages/phone/tab-navigation';

describe('tabIndexForKey', () => {
  test.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 3],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 3],
    ['Home', 2, 0],
    ['End', 1, 3],
  ])('%s from tab %d of 4 goes to tab %d', (key, current, next) =>
    expect(tabIndexForKey(key, current, 4)).toBe(next),
  );

  test.each(['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a'])('%j is not handled', (key) =>
    expect(tabIndexForKey(key, 1, 4)).toBeNull(),
  );

  test('an empty tablist handles nothing; a single tab stays put', () => {
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
    expect(tabIndexForKey('ArrowLeft', 0, 1)).toBe(0);
    expect(tabIndexForKey('End', 0, 1)).toBe(0);
  });
});
