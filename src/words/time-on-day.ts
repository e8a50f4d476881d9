import { dayAndTime, timeOfDay } from './date-format';

/** The visitor's day holding `at` ("Tue Dec 01 2026"): a key that changes at midnight only. */
export const dayOf = (at: number | Date): string => new Date(at).toDateString();

/**
 * "11:55 PM" on the visitor's day `today` (from `dayOf`), "Mon 11:55 PM" on another: a check made
 * before midnight says so the morning after.
 */
export function timeOnDay(atMs: number, today: string): string {
  const at = new Date(atMs);
  return dayOf(at) === today ? timeOfDay(at) : dayAndTime(at);
}
