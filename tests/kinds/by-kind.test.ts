import { expect, test } from 'vitest';
import { byKind } from '@/kinds/by-kind';
import { MAP_KIND_LIST } from '@/kinds/map-kinds';

const part = (kind: (typeof MAP_KIND_LIST)[number]) => ({ kind, name: `${kind}'s` });
const everyKind = Object.fromEntries(
  MAP_KIND_LIST.map((kind) => [`../entities/${kind}/marker.tsx`, part(kind)]),
);

test('the parts found in the kinds’ folders, as a table by kind', () => {
  const table = byKind('marker.tsx', everyKind);
  for (const kind of MAP_KIND_LIST) expect(table[kind]).toEqual(part(kind));
});

test('a registered kind without its file is an error that names the kind and the file', () => {
  const { ['../entities/news/marker.tsx']: _news, ...withoutNews } = everyKind;
  expect(() => byKind('marker.tsx', withoutNews)).toThrow('No marker.tsx for the kinds: news.');
});

test('two files that say they are the same kind are an error', () => {
  expect(() =>
    byKind('details.tsx', { ...everyKind, '../entities/extra/details.tsx': part('camera') }),
  ).toThrow('Two details.tsx files for the kind "camera".');
});
