import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { messageContexts } from '@/build/i18n-context';
import { en } from '@/i18n/catalogs/en';

const SECTION = `/** English words. */
export const common = {
  // Heading of a group, above a blank line.

  'date.am': 'AM',
  // Own comment of date.pm,
  // on two lines.
  'date.pm': 'PM',
  'date.time': '{hour}:{minute} {period}',

  // A county's name; {county} is the county.
  county: '{county} County',

  'direction.NB': 'Northbound',
  // A count.
  'age.days': {
    one: '{count} day ago',
    other: '{count} days ago',
  },
  'age.hours':
    '{count} h ago',
  'age.minutes': '{count} min ago',
} as const;
`;

test('each key gets only its own comment, or the comment of the run of keys it follows', () => {
  expect(Object.fromEntries(messageContexts(SECTION))).toEqual({
    'date.am': '',
    'date.pm': 'Own comment of date.pm, on two lines.',
    'date.time': 'Own comment of date.pm, on two lines.',
    county: "A county's name; {county} is the county.",
    'direction.NB': '',
    'age.days': 'A count.',
    'age.hours': 'A count.',
    'age.minutes': 'A count.',
  });
});

test('plural forms are not keys, and a bare key such as `county` is one', () => {
  const keys = [...messageContexts(SECTION).keys()];
  expect(keys).not.toContain('one');
  expect(keys).not.toContain('other');
  expect(keys).toContain('county');
});

test('every English key is found in the sections, and no comment reaches past a blank line', () => {
  const dir = path.resolve(__dirname, '../../src/i18n/catalogs/en');
  const found = new Map<string, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [key, context] of messageContexts(source)) found.set(key, context);
    // Every key after a blank line without a comment of its own has no context.
    const lines = source.split('\n');
    lines.forEach((line, index) => {
      const key = /^ {2}'([^']+)':/.exec(line)?.[1];
      if (key && lines[index - 1]?.trim() === '') expect(found.get(key), key).toBe('');
    });
  }
  expect([...found.keys()].sort()).toEqual(Object.keys(en).sort());
  // The county comment is the county key's, and no other key's.
  const countyComment = found.get('county');
  expect(countyComment).toMatch(/county/i);
  expect([...found].filter(([, context]) => context === countyComment).map(([key]) => key)).toEqual(
    ['county'],
  );
});
