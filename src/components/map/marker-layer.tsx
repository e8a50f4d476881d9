import type { LucideIcon } from 'lucide-react';
import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import {
  clusterPoints,
  clusterSize,
  expansionZoom,
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
} from '@/domain/map-kinds';
import { clusterName } from '@/words/map-kinds';
import { project, type MapPoint } from '@/domain/projection';
import { t } from '@/i18n/translate';
import { lazyChunk } from '@/lib/load-chunk';
import { ClusterMarker } from './cluster-marker';
import type { OpenDetails } from './map-item-open';
import { CUE_ICON_WIDTH, kindView } from './kinds/kind-view';
import { Marker, type MarkerTone } from './markers';

// A list of a cluster no zoom separates: a dialog, loaded when first needed.
const ClusterList = lazyChunk(() => import('./cluster-list').then((module) => module.ClusterList));

export interface MarkerLayerProps {
  items: MapItems;
  layers: MapLayers;
  /** The surface's size on screen (px); null before it is measured (then nothing is clustered). */
  size: { width: number; height: number } | null;
  zoom: number;
  tone: MarkerTone;
  onOpen: OpenDetails;
  /** Centre a point at a zoom: how a cluster spreads when activated. */
  onZoomTo: (point: MapPoint, zoom: number) => void;
  /** The name of the place nearest a projected point ("Downtown Minneapolis"), for cluster names. */
  placeNear: (point: MapPoint) => ClusterPlace;
  /**
   * The phone's markers are toggles: `kind:id` of the pressed one, or null for none. Left out,
   * markers are plain buttons.
   */
  pressedKey?: string | null;
  /** Camera ids to mark with a star (the visitor's cameras). */
  markedCameraIds?: ReadonlySet<string>;
}

const refKey = (ref: MapItemRef) => `${ref.kind}:${ref.item.id}`;

/**
 * What a cluster shows besides its count, from its members' kinds: the first kind's icon (a
 * station's cloud) and whether a point inside is urgent (a high-impact story).
 */
interface ClusterCues {
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
function clusterBox(members: readonly MapItemRef[]) {
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
function partsOf(
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
  inputs: ClusterInput<MapItemRef>[];
  nodes: NamedNode[];
}

/**
 * How many recent clusterings a layer keeps: a layer switched off and on again, or a zoom out and
 * back in, finds its clusters here instead of clustering ~1,000 points again.
 */
const RECENT_CLUSTERINGS = 4;

/** The last few clusterings, the most recent first. */
class RecentClusterings {
  private entries: Clustering[] = [];

  /** The clustering of these parts for this view: a recent one, or a new one. */
  get(
    parts: ClusterInput<MapItemRef>[][],
    view: ClusterView,
    placeNear: Clustering['placeNear'],
  ): Clustering {
    const index = this.entries.findIndex(
      (entry) =>
        entry.view.width === view.width &&
        entry.view.height === view.height &&
        entry.view.zoom === view.zoom &&
        entry.placeNear === placeNear &&
        entry.parts.length === parts.length &&
        entry.parts.every((part, i) => part === parts[i]),
    );
    const found = index >= 0 ? this.entries.splice(index, 1)[0] : undefined;
    const entry = found ?? RecentClusterings.cluster(parts, view, placeNear);
    this.entries = [entry, ...this.entries.slice(0, RECENT_CLUSTERINGS - 1)];
    return entry;
  }

  private static cluster(
    parts: ClusterInput<MapItemRef>[][],
    view: ClusterView,
    placeNear: Clustering['placeNear'],
  ): Clustering {
    const inputs = parts.flat();
    return { parts, view, placeNear, inputs, nodes: clusterNodes(inputs, view, placeNear) };
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

/**
 * Every map's markers, in one place: points whose markers would overlap at this zoom and size are
 * one cluster button. A cluster spreads on activation (the map zooms to where it splits) or, when
 * no zoom can split it, lists its points, each opening the usual details dialog. Recomputed only
 * when the items, layers, size or zoom change: an unchanged refresh changes no DOM node.
 */
export function MarkerLayer({
  items,
  layers,
  size,
  zoom,
  tone,
  onOpen,
  onZoomTo,
  placeNear,
  pressedKey,
  markedCameraIds,
}: MarkerLayerProps) {
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  // Per layer instance, so a new language (which re-mounts the page) names clusters afresh.
  const [recent] = useState(() => new RecentClusterings());
  const { inputs, nodes } = useMemo(
    () => recent.get(partsOf(items, layers, tone), { width, height, zoom }, placeNear),
    [recent, items, layers, tone, width, height, zoom, placeNear],
  );

  // Stable callbacks for the memoised markers, reading the latest props.
  const latest = useRef({ nodes, inputs, width, height, zoom, onZoomTo, onOpen });
  useLayoutEffect(() => {
    latest.current = { nodes, inputs, width, height, zoom, onZoomTo, onOpen };
  });
  const [listed, setListed] = useState<{
    name: string;
    members: MapItemRef[];
    opener: HTMLElement;
  } | null>(null);
  const activateCluster = useCallback((clusterKey: string, button: HTMLButtonElement) => {
    const now = latest.current;
    const found = now.nodes.find(({ node }) => node.key === clusterKey);
    const cluster = found?.node;
    if (!found || !cluster || cluster.type !== 'cluster') return;
    const keys = new Set(cluster.members.map(refKey));
    const view: ClusterView = { width: now.width, height: now.height, zoom: now.zoom };
    const target = expansionZoom(
      now.inputs.filter((input) => keys.has(input.key)),
      view,
      clusterBox,
    );
    if (target !== null) now.onZoomTo(cluster.at, target);
    else setListed({ name: found.name, members: cluster.members, opener: button });
  }, []);
  const open = useCallback<OpenDetails>((ref, opener) => latest.current.onOpen(ref, opener), []);

  return (
    <>
      {nodes.map(({ node, name, cues }) => renderNode(node, name, cues))}
      {listed ? (
        <PanelBoundary name={t('map.clusterList.panelName')}>
          <Suspense fallback={null}>
            <ClusterList
              title={listed.name}
              members={listed.members}
              onClose={() => setListed(null)}
              onChoose={(ref) => {
                setListed(null);
                onOpen(ref, listed.opener);
              }}
            />
          </Suspense>
        </PanelBoundary>
      ) : null}
    </>
  );

  function renderNode(node: MapNode<MapItemRef>, name: string, cues: ClusterCues) {
    if (node.type === 'point') {
      const ref = node.item;
      return (
        <Marker
          key={node.key}
          refItem={ref}
          x={node.at.x}
          y={node.at.y}
          tone={tone}
          onOpen={open}
          pressed={pressedKey === undefined ? undefined : pressedKey === node.key}
          marked={ref.kind === 'camera' && markedCameraIds?.has(ref.item.id) === true}
        />
      );
    }
    return (
      <ClusterMarker
        key={node.key}
        clusterKey={node.key}
        name={name}
        count={node.members.length}
        Icon={cues.Icon}
        urgent={cues.urgent}
        x={node.at.x}
        y={node.at.y}
        width={node.width}
        height={node.height}
        tone={tone}
        onActivate={activateCluster}
      />
    );
  }
}
