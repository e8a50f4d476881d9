/**
 * What the marker layer draws, before React: each layer's projected points, the clusters they form
 * in one view with their names and cues, and the last few clusterings kept, so a layer switched off
 * and on, a zoom out and back, or an unchanged refresh clusters nothing again.
 */
import type { LucideIcon } from 'lucide-react';
import {
  clusterPoints,
  clusterSize,
  type ClusterInput,
  type ClusterView,
  type MapNode,
} from '@/domain/map-clusters';
import {
  type ClusterPlace,
  MAP_KIND_LIST,
  MAP_KINDS,
  kindSpec,
  placedOf,
  refOf,
  type MapItemRef,
  type MapKind,
  type MapItems,
  type MapLayers,
} from '@/kinds/map-kinds';
import { project, type MapPoint } from '@/domain/projection';
import type { Language } from '@/i18n/languages';
import { clusterName } from '@/kinds/kind-words';
import { CUE_ICON_WIDTH } from '@/components/map/kind-view';
import { kindView } from '@/kinds/kind-views';
import type { MarkerTone } from './markers';

export const refKey = (ref: MapItemRef) => `${ref.kind}:${ref.item.id}`;

/**
 * What a cluster shows besides its count, from its members' kinds: the first kind's icon (a
 * station's cloud) and whether a point inside is urgent (a high-impact story).
 */
export interface ClusterCues {
  Icon: LucideIcon | null;
  urgent: boolean;
}

const NO_CUES: ClusterCues = { Icon: null, urgent: false };

function clusterCues(members: readonly MapItemRef[]): ClusterCues {
  let Icon: LucideIcon | null = null;
  let urgent = false;
  for (const ref of members) {
    const cue = kindView(ref.kind).clusterCue;
    if (!cue) continue;
    Icon ??= cue.Icon ?? null;
    urgent ||= cue.urgent?.(ref.item) === true;
  }
  return { Icon, urgent };
}

/** A cluster that shows a kind's icon is wider: the icon sits beside the count. */
export function clusterBox(members: readonly MapItemRef[]) {
  const size = clusterSize(members.length);
  return clusterCues(members).Icon ? { ...size, width: size.width + CUE_ICON_WIDTH } : size;
}

type KindInputs = Partial<Record<MarkerTone, ClusterInput<MapItemRef>[]>>;

// Each kind's projected points, kept per placed list (TanStack's structural sharing keeps an
// unchanged feed's list) and tone: turning a layer back on or a refresh with the same points
// projects nothing again, and the markers get the same item references (so memo holds).
const inputCache = new WeakMap<object, KindInputs>();

function kindInputs<K extends MapKind>(kind: K, items: MapItems, tone: MarkerTone) {
  const placed = placedOf(items, kind);
  let cached = inputCache.get(placed);
  if (!cached) inputCache.set(placed, (cached = {}));
  const spec = kindSpec(kind);
  return (cached[tone] ??= placed.map(({ item, point }) => {
    const ref = refOf(kind, item);
    const [width, height] = spec.itemBox?.(item, tone) ?? spec.box[tone];
    return { key: refKey(ref), at: project(point), width, height, item: ref };
  }));
}

/** The projected points of each layer that is on, in draw order (one cached list per kind). */
export function partsOf(
  items: MapItems,
  layers: MapLayers,
  tone: MarkerTone,
): ClusterInput<MapItemRef>[][] {
  const parts: ClusterInput<MapItemRef>[][] = [];
  for (const kind of MAP_KIND_LIST) {
    if (layers[MAP_KINDS[kind].layer]) parts.push(kindInputs(kind, items, tone));
  }
  return parts;
}

interface NamedNode {
  node: MapNode<MapItemRef>;
  name: string;
  cues: ClusterCues;
}

/** One clustering of the layers that were on, for one view. */
interface Clustering {
  parts: readonly ClusterInput<MapItemRef>[][];
  view: ClusterView;
  placeNear: (point: MapPoint) => ClusterPlace;
  /** The language its clusters' names are in. */
  language: Language;
  inputs: ClusterInput<MapItemRef>[];
  nodes: NamedNode[];
}

/**
 * How many recent clusterings a layer keeps: a layer switched off and on again, or a zoom out and
 * back in, finds its clusters here instead of clustering ~1,000 points again.
 */
const RECENT_CLUSTERINGS = 4;

/** The last few clusterings, the most recent first. */
export class RecentClusterings {
  private entries: Clustering[] = [];

  /** The clustering of these parts for this view: a recent one, or a new one. */
  get(
    parts: ClusterInput<MapItemRef>[][],
    view: ClusterView,
    placeNear: Clustering['placeNear'],
    language: Language,
  ): Clustering {
    const index = this.entries.findIndex(
      (entry) =>
        entry.view.width === view.width &&
        entry.view.height === view.height &&
        entry.view.zoom === view.zoom &&
        entry.placeNear === placeNear &&
        entry.language === language &&
        entry.parts.length === parts.length &&
        entry.parts.every((part, i) => part === parts[i]),
    );
    const found = index >= 0 ? this.entries.splice(index, 1)[0] : undefined;
    const entry = found ?? RecentClusterings.cluster(parts, view, placeNear, language);
    this.entries = [entry, ...this.entries.slice(0, RECENT_CLUSTERINGS - 1)];
    return entry;
  }

  private static cluster(
    parts: ClusterInput<MapItemRef>[][],
    view: ClusterView,
    placeNear: Clustering['placeNear'],
    language: Language,
  ): Clustering {
    const inputs = parts.flat();
    const nodes = clusterNodes(inputs, view, placeNear);
    return { parts, view, placeNear, language, inputs, nodes };
  }
}

function clusterNodes(
  inputs: ClusterInput<MapItemRef>[],
  view: ClusterView,
  placeNear: Clustering['placeNear'],
): NamedNode[] {
  return clusterPoints(inputs, view, clusterBox).map((node) =>
    node.type === 'cluster'
      ? {
          node,
          name: clusterName(node.members, placeNear(node.at)),
          cues: clusterCues(node.members),
        }
      : { node, name: '', cues: NO_CUES },
  );
}
