// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  readDismissed,
  SUGGESTION_DISMISSED_KEY,
  writeDismissed,
} from '@/features/network/suggestion-dismissal';

afterEach(() => window.localStorage.clear());

describe('suggestion dismissal memory', () => {
  test('not dismissed until written, then remembered', () => {
    expect(readDismissed()).toBe(false);
    expect(writeDismissed()).toBe(true);
    expect(window.localStorage.getItem(SUGGESTION_DISMISSED_KEY)).toBe('1');
    expect(readDismissed()).toBe(true);
  });
  test('another stored value does not count as dismissed', () => {
    window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, 'yes');
    expect(readDismissed()).toBe(false);
  });
  test('storage that throws is treated as "not remembered", never as a crash', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readDismissed()).toBe(false);
    expect(writeDismissed()).toBe(false);
  });
  test('no localStorage at all', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readDismissed()).toBe(false);
    expect(writeDismissed()).toBe(false);
    spy.mockRestore();
  });
});
