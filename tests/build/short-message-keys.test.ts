import { expect, test } from 'vitest';
import { builtKeys, shortKeyIds, shortenKeys } from '@/build/short-message-keys';

const SECTIONS = [
  `export const common = {\n  // a comment\n  'date.am': 'AM',\n  'age.minutes': { one: '{count} min ago', other: '{count} min ago' },\n} as const;`,
  `export const map = {\n  'map.kind.camera.label':\n    'Traffic Camera',\n} as const;`,
];

test('every key of the sections gets a short id, in sorted order', () => {
  expect([...shortKeyIds(SECTIONS)]).toEqual([
    ['age.minutes', '0'],
    ['date.am', '1'],
    ['map.kind.camera.label', '2'],
  ]);
});

test('quoted key literals become their ids, in catalogs and at call sites alike', () => {
  const ids = shortKeyIds(SECTIONS);
  expect(
    shortenKeys(`t('date.am'); tp("age.minutes", 2); x = \`map.kind.camera.label\`;`, ids),
  ).toBe(`t('1'); tp("0", 2); x = \`2\`;`);
  expect(shortenKeys(`const c = { 'date.am': 'AM' };`, ids)).toBe(`const c = { '1': 'AM' };`);
});

test('anything that is not a whole known key is left alone', () => {
  const ids = shortKeyIds(SECTIONS);
  const code = `fetch('/api/traffic-cams'); t('date.pm'); a = 'date.am.x'; b = "date.am'; c = 'Updated date.am'`;
  expect(shortenKeys(code, ids)).toBe(code);
});

test('a key built from a template literal is found, so the build can refuse it', () => {
  const keys = ['transit.heading.north', 'transit.heading.south', 'date.am'];
  expect(builtKeys('t(`transit.heading.${heading}`)', keys)).toEqual(['transit.heading.']);
  expect(builtKeys('t(`transit.${part}.north`)', keys)).toEqual(['transit.']);
  // Whole keys, other template literals and unknown starts are not built keys.
  expect(builtKeys("t('transit.heading.north'); t(`date.am`)", keys)).toEqual([]);
  expect(builtKeys('fetch(`/api/${path}`); x = `weather.${y}`', keys)).toEqual([]);
});
