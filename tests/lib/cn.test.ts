import { expect, test, vi } from 'vitest';
import type * as CnModule from '@/lib/cn';

// tests/setup.ts wraps `cn` with a conflict check; this file tests the app's own `cn`.
const { cn } = await vi.importActual<typeof CnModule>('@/lib/cn');

test('joins class names and leaves out the false, empty and missing ones', () => {
  expect(
    cn('px-2', false, undefined, null, '', { 'font-bold': true, italic: false }, ['mt-1']),
  ).toBe('px-2 font-bold mt-1');
});

test('keeps both of two conflicting utilities: it does not merge Tailwind classes', () => {
  expect(cn('p-2', 'p-4')).toBe('p-2 p-4');
});
