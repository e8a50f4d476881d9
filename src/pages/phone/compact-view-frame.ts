/** What the phone's live view and its loading skeleton both show, so the two cannot drift apart. */
export const COMPACT_TABS = [
  { id: 'map', label: 'Live Map' },
  { id: 'weather', label: 'Weather' },
  { id: 'traffic', label: 'Traffic' },
  { id: 'news', label: 'News' },
] as const;

export type CompactTabId = (typeof COMPACT_TABS)[number]['id'];

/** The line under the phone's map. */
export const MAP_HINT = 'Tap a camera or a story on the map for details.';
