import { expect, test } from 'vitest';
import { COMPACT_TABS, compactTabLabel, mapHint } from '@/pages/phone/compact-view-frame';
import { applyCatalog, t } from '@/i18n/translate';
import { es } from '@/i18n/catalogs/es';

test('the four tabs in order, each in the visitor\u2019s words, and the hint under the map', () => {
  expect(COMPACT_TABS.map((tab) => tab.id)).toEqual(['map', 'weather', 'traffic', 'news']);
  expect(COMPACT_TABS.map((tab) => compactTabLabel(t, tab))).toEqual([
    'Live Map',
    'Weather',
    'Traffic',
    'News',
  ]);
  expect(mapHint(t)).not.toBe('');
});

test('labels are read when drawn, so a language chosen later applies', () => {
  const english = COMPACT_TABS.map((tab) => compactTabLabel(t, tab));
  applyCatalog('es', es);
  const spanish = COMPACT_TABS.map((tab) => compactTabLabel(t, tab));
  expect(spanish).not.toEqual(english);
  expect(spanish.every(Boolean)).toBe(true);
});
