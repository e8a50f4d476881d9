import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts (tailwind-merge costs ~8 KB and a long
 * task at start-up on a phone): callers never pass two utilities for the same property, which the
 * test setup checks on every call.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
