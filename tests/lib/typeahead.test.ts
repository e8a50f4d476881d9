import { describe, expect, test } from 'vitest';
import { typeaheadPick } from '@/lib/typeahead';

const CITIES = [
  { label: 'All Cities' },
  { label: 'Maplewood' },
  { label: 'Minneapolis' },
  { label: 'Minnetonka' },
  { label: 'Saint Paul' },
];
const [all, maplewood, minneapolis, minnetonka, saintPaul] = CITIES;
const pick = (chosen: (typeof CITIES)[number] | undefined, search: string) =>
  typeaheadPick(CITIES, chosen, search)?.label;

describe('typeaheadPick', () => {
  test('a letter picks the next option it starts, after the chosen one, ignoring case', () => {
    expect(pick(all, 'm')).toBe('Maplewood');
    expect(pick(all, 'M')).toBe('Maplewood');
    expect(pick(maplewood, 'm')).toBe('Minneapolis');
  });

  test('the same letter again cycles round, past the end', () => {
    expect(pick(minnetonka, 'm')).toBe('Maplewood');
    expect(pick(saintPaul, 's')).toBeUndefined();
    expect(pick(saintPaul, 'a')).toBe('All Cities');
  });

  test('a letter held down counts as one', () => {
    expect(pick(maplewood, 'mmm')).toBe('Minneapolis');
  });

  test('a longer search matches from the chosen option, which it may keep', () => {
    expect(pick(all, 'minnet')).toBe('Minnetonka');
    expect(pick(minneapolis, 'minnea')).toBeUndefined();
    expect(pick(minnetonka, 'minnea')).toBe('Minneapolis');
    expect(pick(all, 'saint p')).toBe('Saint Paul');
  });

  test('nothing chosen, nothing matching, no options or no search', () => {
    expect(pick(undefined, 'm')).toBe('Maplewood');
    expect(pick(all, 'x')).toBeUndefined();
    expect(typeaheadPick([], undefined, 'm')).toBeUndefined();
    expect(pick(all, '')).toBeUndefined();
    expect(pick({ label: 'Not listed' }, 'a')).toBe('All Cities');
  });
});
