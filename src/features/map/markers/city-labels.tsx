import { memo, useMemo } from 'react';
import type { GeographyStyle } from '@/components/map/geography/map-geography';
import { CITY_LABELS } from '@/components/map/place-labels';
import { estimatedLabelSize, labelOffsets, type ScreenBox } from '@/domain/label-placement';
import { project, toPercent, type MapPoint } from '@/domain/projection';
import { cn } from '@/lib/cn';

/** The two big cities, named on every style of map. */
const MAJOR_CITIES = CITY_LABELS.filter((label) => label.weight === 'major');
/** Their own points on the surface (0–1). */
const OWN_POINTS = MAJOR_CITIES.map((label) => project({ lat: label.at[0], lng: label.at[1] }));
/** `text-sm`, the size every style writes them at: 14 px letters on a 20 px line. */
const LABEL_FONT_PX = 14;
const LABEL_LINE_PX = 20;

const STYLE_CLASSES: Record<GeographyStyle, string> = {
  night: 'font-semibold tracking-wide text-slate-300 [text-shadow:0_0_3px_#0f172a]',
  overview: 'font-semibold text-slate-800 [text-shadow:0_0_3px_#fff,0_0_3px_#fff]',
  detailed: 'font-bold text-stone-900 [text-shadow:0_0_3px_#fff]',
  street: 'font-bold text-white [text-shadow:0_0_3px_#0f172a]',
};

/** What a marker or cluster covers: its point on the surface (0–1) and its box (px). */
export interface DrawnMarker {
  at: MapPoint;
  width: number;
  height: number;
}

/** How far each name moves from its own point, in surface px (which the layer's zoom scales). */
interface LabelMove {
  x: number;
  y: number;
}

/**
 * How far each big city's name moves from its own point: nothing, or just clear of the markers
 * drawn on it (src/domain/label-placement.ts), on the surface as it is on screen (`width`×`height`
 * px at `zoom`).
 */
function cityLabelMoves(
  markers: readonly DrawnMarker[],
  view: { width: number; height: number; zoom: number },
): LabelMove[] {
  const across = view.width * view.zoom;
  const down = view.height * view.zoom;
  if (across <= 0 || down <= 0) return OWN_POINTS.map(() => ({ x: 0, y: 0 }));
  const toScreen = (at: MapPoint, size: { width: number; height: number }): ScreenBox => ({
    x: at.x * across,
    y: at.y * down,
    ...size,
  });
  const offsets = labelOffsets(
    MAJOR_CITIES.map((label, index) =>
      toScreen(OWN_POINTS[index]!, estimatedLabelSize(label.text, LABEL_FONT_PX, LABEL_LINE_PX)),
    ),
    markers.map((marker) => toScreen(marker.at, marker)),
    { width: across, height: down },
  );
  // Screen px to surface px: the layer's zoom scales the move back up.
  return offsets.map(({ dx, dy }) => ({ x: dx / view.zoom, y: dy / view.zoom }));
}

/** Where each big city's name is drawn (surface fractions, like the markers). */
export function cityLabelPoints(
  markers: readonly DrawnMarker[],
  view: { width: number; height: number; zoom: number },
): MapPoint[] {
  const moves = cityLabelMoves(markers, view);
  return OWN_POINTS.map((point, index) => ({
    x: view.width > 0 ? point.x + moves[index]!.x / view.width : point.x,
    y: view.height > 0 ? point.y + moves[index]!.y / view.height : point.y,
  }));
}

/**
 * Minneapolis and Saint Paul, written under the markers but moved clear of any drawn on their
 * points, so a cluster downtown never hides the city's name. Decoration, as the geography is: the
 * markers, the list view and the legend carry the information.
 */
export const CityLabels = memo(function CityLabels({
  mapStyle,
  markers,
  view,
}: {
  mapStyle: GeographyStyle;
  markers: readonly DrawnMarker[];
  view: { width: number; height: number; zoom: number };
}) {
  const { width, height, zoom } = view;
  // Each name stays anchored on its own point and is moved by a transform: a move of `left`/`top`
  // is a layout shift (CLS 0.001 on a phone's first load, as the trains arrived), a transform is not.
  const moves = useMemo(
    () => cityLabelMoves(markers, { width, height, zoom }),
    [markers, width, height, zoom],
  );
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 select-none">
      {MAJOR_CITIES.map((label, index) => (
        <span
          key={label.text}
          lang="en"
          data-city-label
          className={cn(
            'absolute origin-center text-sm whitespace-nowrap',
            STYLE_CLASSES[mapStyle],
          )}
          style={{
            ...toPercent(OWN_POINTS[index]!),
            transform: `translate(calc(-50% + ${moves[index]!.x.toFixed(2)}px), calc(-50% + ${moves[index]!.y.toFixed(2)}px)) scale(var(--map-inv-zoom, 1))`,
          }}
        >
          {label.text}
        </span>
      ))}
    </div>
  );
});
