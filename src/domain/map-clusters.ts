/**
 * Which markers the map draws as one cluster: points whose markers would overlap on screen at the
 * current zoom and size are grouped, so that no two targets ever overlap (WCAG 2.5.8) and a point
 * under another stays reachable.
 *
 * Our own rather than supercluster: supercluster clusters on a fixed ladder of integer zoom levels
 * (each twice the scale of the last) with one radius for every point, on a square Web Mercator
 * world. This map zooms in 25 % steps from 50 % to 300 % on a surface that is rarely square, with
 * markers of different sizes (24 px cameras, 28 px stories, a wide weather pill), and what must hold
 * is exact: no two boxes overlap. One level, computed for the zoom on screen, with a grid index, takes
 * ~1-2 ms for 1,000 points, and expanding a cluster is the same computation at the next zoom steps.
 */
import { ZOOM } from './constants';
import type { MapPoint } from './projection';

/** A marker to place: its projected point and its box on screen (px, centred on the point). */
export interface ClusterInput<T> {
  key: string;
  at: MapPoint;
  width: number;
  height: number;
  item: T;
}

export type MapNode<T> =
  | { type: 'point'; key: string; at: MapPoint; width: number; height: number; item: T }
  | {
      type: 'cluster';
      key: string;
      /** The mean of its members' points. */
      at: MapPoint;
      width: number;
      height: number;
      members: T[];
    };

/** The map surface on screen (px) and its zoom. */
export interface ClusterView {
  width: number;
  height: number;
  zoom: number;
}

/** A cluster's box on screen (px) for its members; `clusterSize` of their count by default. */
export type ClusterBox<T> = (members: readonly T[]) => { width: number; height: number };

/** Space kept free between two targets (px). */
export const TARGET_GAP_PX = 2;

/** A cluster's button: 32 px, wider for a 3- or 4-digit count. */
export function clusterSize(count: number): { width: number; height: number } {
  const digits = String(count).length;
  return { width: digits >= 3 ? 28 + digits * 6 : 32, height: 32 };
}

interface Group<T> {
  members: ClusterInput<T>[];
  /** Sum of the members' points, for their mean. */
  sumX: number;
  sumY: number;
  /** Screen centre (px) and box. */
  x: number;
  y: number;
  width: number;
  height: number;
}

function groupOf<T>(
  members: ClusterInput<T>[],
  view: ClusterView,
  box: ClusterBox<T> | undefined,
): Group<T> {
  let sumX = 0;
  let sumY = 0;
  for (const member of members) {
    sumX += member.at.x;
    sumY += member.at.y;
  }
  const single = members.length === 1 ? members[0] : undefined;
  const size =
    single ?? (box ? box(members.map((member) => member.item)) : clusterSize(members.length));
  return {
    members,
    sumX,
    sumY,
    x: (sumX / members.length) * view.width * view.zoom,
    y: (sumY / members.length) * view.height * view.zoom,
    width: size.width,
    height: size.height,
  };
}

/**
 * One number per grid cell: unique for cells within ±2^20 of the origin (a surface of up to ~2^20
 * cells across), exact in a double.
 */
export const cellKey = (cx: number, cy: number): number =>
  (cx + 0x100000) * 0x200000 + (cy + 0x100000);

const overlaps = <T>(a: Group<T>, b: Group<T>) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 + TARGET_GAP_PX &&
  Math.abs(a.y - b.y) < (a.height + b.height) / 2 + TARGET_GAP_PX;

/**
 * One pass: each group, in order, takes every later group in its neighbourhood whose box overlaps
 * its own. Returns the merged groups and whether anything merged.
 */
function mergePass<T>(
  groups: Group<T>[],
  view: ClusterView,
  box: ClusterBox<T> | undefined,
): { groups: Group<T>[]; merged: boolean } {
  let cell = 1;
  for (const group of groups) cell = Math.max(cell, group.width, group.height);
  cell += TARGET_GAP_PX;
  // A uniform grid of cells at least as large as any box: overlapping boxes are in adjacent cells.
  // Cells are keyed by number and each group's cell is kept, so a lookup allocates nothing.
  const count = groups.length;
  const cellX = new Float64Array(count);
  const cellY = new Float64Array(count);
  const grid = new Map<number, number[]>();
  for (let index = 0; index < count; index += 1) {
    const group = groups[index]!;
    const cx = Math.floor(group.x / cell);
    const cy = Math.floor(group.y / cell);
    cellX[index] = cx;
    cellY[index] = cy;
    const id = cellKey(cx, cy);
    const list = grid.get(id);
    if (list) list.push(index);
    else grid.set(id, [index]);
  }
  const taken = new Uint8Array(count);
  const result: Group<T>[] = [];
  let merged = false;
  for (let index = 0; index < count; index += 1) {
    if (taken[index]) continue;
    taken[index] = 1;
    const seed = groups[index]!;
    let joined: Group<T>[] | null = null;
    const cx = cellX[index]!;
    const cy = cellY[index]!;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const list = grid.get(cellKey(cx + dx, cy + dy));
        if (!list) continue;
        for (let at = 0; at < list.length; at += 1) {
          const other = list[at]!;
          if (taken[other] || !overlaps(seed, groups[other]!)) continue;
          taken[other] = 1;
          (joined ??= []).push(groups[other]!);
        }
      }
    }
    if (joined === null) {
      result.push(seed);
      continue;
    }
    merged = true;
    const members = [...seed.members];
    for (const group of joined) members.push(...group.members);
    result.push(groupOf(members, view, box));
  }
  return { groups: result, merged };
}

/**
 * The markers and clusters to draw: no two boxes (plus TARGET_GAP_PX) overlap, every point is in
 * exactly one node, and the same points on the same view give the same nodes with the same keys (a
 * cluster is keyed by its first member), so an unchanged refresh keeps every DOM node.
 */
export function clusterPoints<T>(
  points: readonly ClusterInput<T>[],
  view: ClusterView,
  box?: ClusterBox<T>,
): MapNode<T>[] {
  if (!(view.width > 0 && view.height > 0 && view.zoom > 0)) return points.map(pointNode);
  let groups = points.map((point) => groupOf([point], view, box));
  // Clusters sit at their members' mean, so a merge can make a new overlap: repeat until none.
  for (;;) {
    const pass = mergePass(groups, view, box);
    groups = pass.groups;
    if (!pass.merged) break;
  }
  return groups.map((group) => {
    const first = group.members[0]!;
    if (group.members.length === 1) return pointNode(first);
    return {
      type: 'cluster',
      key: `cluster:${first.key}:${group.members.length}`,
      at: { x: group.sumX / group.members.length, y: group.sumY / group.members.length },
      width: group.width,
      height: group.height,
      members: group.members.map((member) => member.item),
    };
  });
}

function pointNode<T>(point: ClusterInput<T>): MapNode<T> {
  return {
    type: 'point',
    key: point.key,
    at: point.at,
    width: point.width,
    height: point.height,
    item: point.item,
  };
}

/** The map's zoom steps above `zoom`, up to the maximum (1.25, 1.5 … 3). */
export function zoomStepsAbove(zoom: number): number[] {
  const steps: number[] = [];
  for (let next = zoom + ZOOM.step; next <= ZOOM.max + 1e-9; next += ZOOM.step) {
    steps.push(Math.round(next / ZOOM.step) * ZOOM.step);
  }
  return steps;
}

/**
 * The smallest zoom step above the current one at which these points no longer make one node, or
 * null when not even the largest zoom separates them (the same corner): then the map lists them.
 */
export function expansionZoom<T>(
  points: readonly ClusterInput<T>[],
  view: ClusterView,
  box?: ClusterBox<T>,
): number | null {
  if (points.length < 2) return null;
  for (const zoom of zoomStepsAbove(view.zoom)) {
    if (clusterPoints(points, { ...view, zoom }, box).length > 1) return zoom;
  }
  return null;
}
