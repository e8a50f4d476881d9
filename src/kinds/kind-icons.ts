import type { LucideIcon } from 'lucide-react';
import type { MapKind } from '@/domain/map-kinds';
import { KINDS, MAP_KIND_LIST } from './registry';

/**
 * The icon that names each kind: the layer toggles, a cluster's list, the details dialog's title
 * and the city pages' panels. Icons only, so it loads with the shell.
 */
export const KIND_ICON = Object.fromEntries(
  MAP_KIND_LIST.map((kind) => [kind, KINDS[kind].icon]),
) as Readonly<Record<MapKind, LucideIcon>>;
