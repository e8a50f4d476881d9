import type { Translate } from '@/i18n/translate';

/** What the phone's live view and its loading skeleton both show, so the two cannot drift apart. */
export const COMPACT_TABS = [
  { id: 'map', labelKey: 'phone.tab.map' },
  { id: 'weather', labelKey: 'phone.tab.weather' },
  { id: 'traffic', labelKey: 'phone.tab.traffic' },
  { id: 'news', labelKey: 'phone.tab.news' },
] as const;

export type CompactTabId = (typeof COMPACT_TABS)[number]['id'];

/** A tab's label, in the language of the moment. */
export function compactTabLabel(t: Translate, tab: (typeof COMPACT_TABS)[number]): string {
  return t(tab.labelKey);
}

/** The line under the phone's map. */
export function mapHint(t: Translate): string {
  return t('phone.map.hint');
}
