import { project, type MapPoint } from '@/domain/projection';
import type { LatLng } from '@/domain/types';

/**
 * A schematic backdrop for the phone map: rivers, the main freeways and a few place names, traced
 * roughly from real coordinates (degrees) so the markers land near the right landmarks.
 */
type Line = readonly (readonly [lat: number, lng: number])[];

const MISSISSIPPI: Line = [
  [45.2, -93.62],
  [45.19, -93.5],
  [45.198, -93.387],
  [45.143, -93.31],
  [45.07, -93.275],
  [45.02, -93.278],
  [44.981, -93.258],
  [44.948, -93.205],
  [44.905, -93.19],
  [44.89, -93.18],
  [44.91, -93.135],
  [44.935, -93.1],
  [44.94, -93.085],
  [44.9, -93.04],
  [44.86, -93.0],
  [44.8, -92.97],
  [44.745, -92.85],
  [44.74, -92.8],
];

const MINNESOTA_RIVER: Line = [
  [44.72, -93.8],
  [44.77, -93.63],
  [44.8, -93.52],
  [44.79, -93.35],
  [44.8, -93.29],
  [44.83, -93.22],
  [44.89, -93.18],
];

const I_94: Line = [
  [45.2, -93.66],
  [45.13, -93.52],
  [45.06, -93.35],
  [45.0, -93.295],
  [44.97, -93.275],
  [44.962, -93.2],
  [44.953, -93.1],
  [44.95, -92.98],
  [44.95, -92.8],
];

const I_35W: Line = [
  [45.2, -93.18],
  [45.07, -93.19],
  [45.0, -93.24],
  [44.97, -93.262],
  [44.9, -93.285],
  [44.84, -93.29],
  [44.77, -93.28],
  [44.7, -93.28],
];

const I_35E: Line = [
  [45.2, -93.03],
  [45.1, -93.07],
  [45.0, -93.1],
  [44.95, -93.11],
  [44.88, -93.15],
  [44.82, -93.17],
  [44.77, -93.28],
];

const BELTWAY: Line = [
  [45.09, -93.44],
  [45.07, -93.3],
  [45.065, -93.2],
  [45.05, -93.1],
  [45.03, -92.98],
  [44.95, -92.96],
  [44.9, -92.99],
  [44.86, -93.05],
  [44.86, -93.17],
  [44.86, -93.3],
  [44.86, -93.4],
  [44.9, -93.45],
  [44.98, -93.45],
  [45.09, -93.44],
];

export interface MapPath {
  kind: 'river' | 'freeway';
  /** SVG path in a 0–100 viewBox (the surface's percentages). */
  d: string;
}

const toPoint = ([lat, lng]: readonly [number, number]): MapPoint => project({ lat, lng });

function pathOf(line: Line): string {
  return line
    .map(toPoint)
    .map(({ x, y }, i) => `${i === 0 ? 'M' : 'L'}${(x * 100).toFixed(2)} ${(y * 100).toFixed(2)}`)
    .join(' ');
}

export const MAP_PATHS: readonly MapPath[] = [
  { kind: 'river', d: pathOf(MISSISSIPPI) },
  { kind: 'river', d: pathOf(MINNESOTA_RIVER) },
  { kind: 'freeway', d: pathOf(BELTWAY) },
  { kind: 'freeway', d: pathOf(I_94) },
  { kind: 'freeway', d: pathOf(I_35W) },
  { kind: 'freeway', d: pathOf(I_35E) },
];

export interface PlaceLabel {
  name: string;
  position: LatLng;
  major: boolean;
}

export const PLACE_LABELS: readonly PlaceLabel[] = [
  { name: 'Minneapolis', position: { lat: 44.9778, lng: -93.265 }, major: true },
  { name: 'Saint Paul', position: { lat: 44.9442, lng: -93.0936 }, major: true },
  { name: 'Bloomington', position: { lat: 44.8408, lng: -93.2983 }, major: false },
  { name: 'Blaine', position: { lat: 45.1608, lng: -93.2349 }, major: false },
  { name: 'Maple Grove', position: { lat: 45.0725, lng: -93.4558 }, major: false },
  { name: 'Eagan', position: { lat: 44.8041, lng: -93.1669 }, major: false },
];

/** Rough sizes at phone width, in map fractions: a label's character and line, a marker's half-size. */
const LABEL_CHAR_WIDTH = 0.022;
const LABEL_GAP = 0.015;
const LABEL_HEIGHT = 0.06;
const MARKER_HALF = { x: 0.045, y: 0.04 };

export interface PlacedLabel extends PlaceLabel {
  /** Which side of its point the name sits on. */
  side: 'below' | 'above';
}

/**
 * Place names that no marker covers: each goes below its point, or above it when a marker sits
 * below, or is left out when markers sit on both sides.
 */
export function placeLabels(
  labels: readonly PlaceLabel[],
  markers: readonly MapPoint[],
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  for (const label of labels) {
    const at = project(label.position);
    const halfWidth = (label.name.length * LABEL_CHAR_WIDTH) / 2;
    const clear = (top: number) =>
      !markers.some(
        (marker) =>
          Math.abs(marker.x - at.x) < halfWidth + MARKER_HALF.x &&
          marker.y > top - MARKER_HALF.y &&
          marker.y < top + LABEL_HEIGHT + MARKER_HALF.y,
      );
    if (clear(at.y + LABEL_GAP)) placed.push({ ...label, side: 'below' });
    else if (clear(at.y - LABEL_GAP - LABEL_HEIGHT)) placed.push({ ...label, side: 'above' });
  }
  return placed;
}
