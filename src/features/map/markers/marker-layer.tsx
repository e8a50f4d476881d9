import {
  Suspense,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import { expansionZoom, type ClusterView, type MapNode } from '@/domain/map-clusters';
import {
  type ClusterPlace,
  type MapItemRef,
  type MapItems,
  type MapLayers,
} from '@/kinds/map-kinds';
import type { MapPoint } from '@/domain/projection';
import { markerName } from '@/kinds/kind-words';
import { useT } from '@/state/translator';
import { lazyChunk } from '@/lib/load-chunk';
import { ClusterMarker } from './cluster-marker';
import { RecentClusterings, clusterBox, partsOf, refKey, type ClusterCues } from './clusterings';
import type { OpenDetails } from '@/components/map/map-item-open';
import { Marker, type MarkerTone } from './markers';
import { CityLabels } from './city-labels';
import type { GeographyStyle } from '@/components/map/geography/map-geography';

// A list of a cluster no zoom separates: a dialog, loaded when first needed.
const ClusterList = lazyChunk(() => import('./cluster-list').then((module) => module.ClusterList));

export interface MarkerLayerProps {
  items: MapItems;
  layers: MapLayers;
  /** The surface's size on screen (px); null before it is measured (then nothing is clustered). */
  size: { width: number; height: number } | null;
  zoom: number;
  tone: MarkerTone;
  /** The geography's style under the markers: how the big cities' names are written. */
  mapStyle: GeographyStyle;
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
  mapStyle,
  onOpen,
  onZoomTo,
  placeNear,
  pressedKey,
  markedCameraIds,
}: MarkerLayerProps) {
  const { t, language } = useT();
  // A feed's new answer (stations, vehicles, a refresh) reaches the page in a render React may not
  // cut (TanStack's store); the markers follow it in a deferred one that yields to the browser, so
  // the reclustering is not added to that render's task (issue 44: none over 50 ms). A layer, zoom
  // or size change is drawn at once.
  const shownItems = useDeferredValue(items);
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  const [recent] = useState(() => new RecentClusterings());
  const { inputs, nodes } = useMemo(
    () =>
      recent.get(partsOf(shownItems, layers, tone), { width, height, zoom }, placeNear, language),
    [recent, shownItems, layers, tone, width, height, zoom, placeNear, language],
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
  // A spread cluster's button leaves the page, and the focus with it (to the page's start): it goes
  // to the marker that now holds the cluster's first point, itself or a smaller cluster.
  const spreadFrom = useRef<{ member: string; within: HTMLElement | null } | null>(null);
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
    if (target !== null) {
      spreadFrom.current = { member: refKey(cluster.members[0]!), within: button.parentElement };
      now.onZoomTo(cluster.at, target);
    } else setListed({ name: found.name, members: cluster.members, opener: button });
  }, []);
  useLayoutEffect(() => {
    const spread = spreadFrom.current;
    spreadFrom.current = null;
    if (!spread?.within) return;
    const holder = nodes.find(({ node }) =>
      node.type === 'point'
        ? node.key === spread.member
        : node.members.some((member) => refKey(member) === spread.member),
    );
    if (!holder) return;
    const name = holder.node.type === 'point' ? markerName(holder.node.item) : holder.name;
    const buttons = [...spread.within.querySelectorAll('button')];
    buttons.find((button) => button.getAttribute('aria-label') === name)?.focus();
  }, [nodes]);
  const open = useCallback<OpenDetails>((ref, opener) => latest.current.onOpen(ref, opener), []);
  const drawn = useMemo(() => nodes.map(({ node }) => node), [nodes]);
  const view = useMemo(() => ({ width, height, zoom }), [width, height, zoom]);

  return (
    <>
      {/* Before the markers, so under them. */}
      <CityLabels mapStyle={mapStyle} markers={drawn} view={view} />
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
