import type { ComponentType } from 'react';
import type { MapKind } from '@/domain/map-kinds';
import type { Translate } from '@/i18n/translate';

/**
 * A kind's group in the map's legend: each kind's is the `legend` of its entity's `legend.tsx`,
 * which the legend finds by that name (src/kinds/kind-legends.ts) and the build puts in the
 * legend's chunk, after the first paint.
 */
export interface KindLegend<K extends MapKind> {
  /** The kind it explains. */
  kind: K;
  /** Its group's title, in the language of `t`. */
  title: (t: Translate) => string;
  /** Its list's classes (a row of entries, or one per line). */
  className?: string;
  /** Its entries: a sample of each look of its markers and what it means. */
  Entries: ComponentType;
}
