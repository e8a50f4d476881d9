import { expect, test } from 'vitest';
import { placeholdersOf } from '@/i18n/catalog';

test('placeholdersOf reads every form of a plural message', () => {
  expect(placeholdersOf({ one: 'one {count}', other: '{count} of {total}' })).toEqual([
    'count',
    'total',
  ]);
  expect(placeholdersOf('no placeholders')).toEqual([]);
});
