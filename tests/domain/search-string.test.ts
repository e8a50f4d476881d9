import { describe, expect, test } from 'vitest';
import { toSearchString } from '@/domain/search-string';

describe('toSearchString', () => {
  test('escapes values but keeps commas', () => {
    expect(toSearchString(new URLSearchParams([['q', 'a b&c,d']]))).toBe('q=a%20b%26c,d');
  });
  test('keeps the keys in their order, repeated keys too', () => {
    expect(
      toSearchString(
        new URLSearchParams([
          ['b', '1'],
          ['a', '2'],
          ['b', '3'],
        ]),
      ),
    ).toBe('b=1&a=2&b=3');
  });
  test('no keys: the empty string', () => {
    expect(toSearchString(new URLSearchParams())).toBe('');
  });
  test('escapes keys too; a literal "%2C" in a value reads back as itself, not as a comma', () => {
    const params = new URLSearchParams([['a=b', 'x%2Cy']]);
    const search = toSearchString(params);
    expect(search).toBe('a%3Db=x%252Cy');
    expect(new URLSearchParams(search).get('a=b')).toBe('x%2Cy');
  });
});
