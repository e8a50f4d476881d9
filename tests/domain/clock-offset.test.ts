import { describe, expect, test } from 'vitest';
import { clockOffsetMs } from '@/domain/clock-offset';

const SERVER_NOW = 'Thu, 15 Jan 2026 12:00:00 GMT';
const AT = Date.parse(SERVER_NOW);
const HOUR = 60 * 60 * 1000;

describe('clockOffsetMs', () => {
  test('a device two hours ahead: the server is two hours behind it', () => {
    expect(clockOffsetMs(SERVER_NOW, AT + 2 * HOUR)).toBe(-2 * HOUR + 500);
  });
  test('a device two hours behind: the server is two hours ahead of it', () => {
    expect(clockOffsetMs(SERVER_NOW, AT - 2 * HOUR)).toBe(2 * HOUR + 500);
  });
  test.each([
    ['a clock right to the second', SERVER_NOW, AT + 300],
    ['a trip of a few seconds', SERVER_NOW, AT + 5_000],
    ['no header', null, AT + 2 * HOUR],
    ['an unreadable header', 'yesterday', AT + 2 * HOUR],
  ])('%s is no offset', (_case, header, receivedAt) => {
    expect(clockOffsetMs(header, receivedAt)).toBe(0);
  });
});
