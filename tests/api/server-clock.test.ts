import { afterEach, describe, expect, test } from 'vitest';
import {
  forgetServerClock,
  noteServerDate,
  serverClockOffset,
  serverNow,
  toDeviceClock,
} from '@/api/server-clock';

const SERVER_NOW = 'Thu, 15 Jan 2026 12:00:00 GMT';
const AT = Date.parse(SERVER_NOW);
const HOUR = 60 * 60 * 1000;

afterEach(() => noteServerDate(SERVER_NOW, AT));

describe('the server clock', () => {
  test("a device two hours ahead reads the server's 12:00 as its own 14:00", () => {
    noteServerDate(SERVER_NOW, AT + 2 * HOUR);
    expect(toDeviceClock(AT)).toBe(AT + 2 * HOUR - 500);
  });
  test("the server's time for a device's: its clock minus the offset's hours", () => {
    noteServerDate(SERVER_NOW, AT + 2 * HOUR);
    expect(serverNow(AT + 2 * HOUR)).toBe(AT + 500);
  });
  test('an answer with no readable Date leaves the last word as it was', () => {
    noteServerDate(SERVER_NOW, AT + 2 * HOUR);
    noteServerDate(null, AT);
    expect(serverClockOffset()).toBe(-2 * HOUR + 500);
  });
  test('clocks that agree have no offset', () => {
    noteServerDate(SERVER_NOW, AT);
    expect(serverClockOffset()).toBe(0);
  });
  test('forgetting the last word reads every time as it is, as a fresh page does', () => {
    noteServerDate(SERVER_NOW, AT + 2 * HOUR);
    forgetServerClock();
    expect(serverClockOffset()).toBe(0);
    expect(toDeviceClock(AT)).toBe(AT);
  });
});
