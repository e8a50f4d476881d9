/**
 * Geography → SVG path data in the map's frame: a 1000 × 1000 viewBox stretched over the map
 * surface (preserveAspectRatio="none"), so x = 1000 · project().x exactly like the markers' CSS
 * left/top percentages, at every container size.
 */
import { project } from '@/domain/projection';
import type { GeoPoint } from './geo-point';
import type { Ellipse } from './water';

export const VIEWBOX_SIZE = 1000;

const round = (value: number) => Math.round(value * 10) / 10;

export function toFrame([lat, lng]: GeoPoint): [x: number, y: number] {
  const { x, y } = project({ lat, lng });
  return [round(x * VIEWBOX_SIZE), round(y * VIEWBOX_SIZE)];
}

/** "M x y L x y …" (and "Z" when closed). */
export function linePath(points: readonly GeoPoint[], closed = false): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points.map(toFrame);
  const head = `M${first![0]} ${first![1]}`;
  const body = rest.map(([x, y]) => `L${x} ${y}`).join('');
  return head + body + (closed ? 'Z' : '');
}

export function ellipsePoints({ centre, radii }: Ellipse, segments = 24): GeoPoint[] {
  return Array.from({ length: segments }, (_, index): GeoPoint => {
    const angle = (index / segments) * 2 * Math.PI;
    return [centre[0] + Math.sin(angle) * radii[0], centre[1] + Math.cos(angle) * radii[1]];
  });
}

export const ellipsePath = (ellipse: Ellipse) => linePath(ellipsePoints(ellipse), true);

/**
 * An ellipse in the map's frame, for an SVG `<ellipse>`: the projection scales latitude and
 * longitude each by a constant, so an ellipse along them stays one along the frame's axes.
 */
export function frameEllipse({ centre, radii }: Ellipse) {
  const [cx, cy] = toFrame(centre);
  const [east] = toFrame([centre[0], centre[1] + radii[1]]);
  const [, north] = toFrame([centre[0] + radii[0], centre[1]]);
  return { cx, cy, rx: round(east - cx), ry: round(cy - north) };
}

export interface Area {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** North–south and east–west lines every `step` degrees of latitude (longitude steps widened). */
export function gridPath(area: Area, stepLat: number, stepLng: number): string {
  const lines: GeoPoint[][] = [];
  for (let lat = area.minLat; lat <= area.maxLat + 1e-9; lat += stepLat)
    lines.push([
      [lat, area.minLng],
      [lat, area.maxLng],
    ]);
  for (let lng = area.minLng; lng <= area.maxLng + 1e-9; lng += stepLng)
    lines.push([
      [area.minLat, lng],
      [area.maxLat, lng],
    ]);
  return lines.map((line) => linePath(line)).join('');
}

/** Longitude degrees are shorter than latitude degrees here (cos 45° ≈ 0.707). */
const LNG_SHRINK = Math.cos((45 * Math.PI) / 180);

/**
 * Two families of parallel streets, `spacing` degrees apart, one along `bearing` (degrees from
 * north) and one across it, covering the outline's surroundings; clip them to the outline.
 */
export function rotatedGridPath(
  outline: readonly GeoPoint[],
  spacing: number,
  bearing: number,
): string {
  const lats = outline.map((p) => p[0]);
  const lngs = outline.map((p) => p[1]);
  const centre: GeoPoint = [
    (Math.min(...lats) + Math.max(...lats)) / 2,
    (Math.min(...lngs) + Math.max(...lngs)) / 2,
  ];
  // Half-diagonal of the outline's box, in latitude degrees.
  const reach = Math.hypot(
    (Math.max(...lats) - Math.min(...lats)) / 2,
    ((Math.max(...lngs) - Math.min(...lngs)) / 2) * LNG_SHRINK,
  );
  const toGeo = (north: number, east: number): GeoPoint => [
    centre[0] + north,
    centre[1] + east / LNG_SHRINK,
  ];
  const lines: string[] = [];
  for (const angle of [bearing, bearing + 90]) {
    const radians = (angle * Math.PI) / 180;
    const along = { north: Math.cos(radians), east: Math.sin(radians) };
    const across = { north: -along.east, east: along.north };
    for (let k = -Math.ceil(reach / spacing); k <= Math.ceil(reach / spacing); k++) {
      const offset = k * spacing;
      const start = toGeo(
        across.north * offset - along.north * reach,
        across.east * offset - along.east * reach,
      );
      const end = toGeo(
        across.north * offset + along.north * reach,
        across.east * offset + along.east * reach,
      );
      lines.push(linePath([start, end]));
    }
  }
  return lines.join('');
}
