/* Over 300 lines: one SVG drawing in layers (counties, water, parks, highways, labels) for the
 * styles, kept in one file so the layer order reads top to bottom; the shapes live in ./geography/.
 */
import { memo, type CSSProperties } from 'react';
import type { MapStyle } from '@/domain/map-view';
import { project, toPercent } from '@/domain/projection';
import { cn } from '@/lib/cn';
import { DOWNTOWNS, PARKS, RIVER_VALLEY_PARK, STREET_GRID_AREA } from './places';
import { CITY_LABELS, COUNTY_LABELS, downtownName, type MapLabel } from '../place-labels';
import { ellipsePath, gridPath, linePath, rotatedGridPath, toFrame } from './paths';
import {
  COUNTY_PATHS,
  DOWNTOWN_OUTLINE_PATHS,
  HIGHWAY_PATHS,
  LAKE_ELLIPSES,
  RIVER_PATHS,
} from './frame-paths';
import { MapFrameSvg } from './map-frame-svg';
import { useT } from '@/state/translator';

/** The three counties the overview names and emphasises. */
const EMPHASISED_COUNTIES = new Set(['Hennepin', 'Ramsey', 'Dakota']);
/** The interstates the overview draws; the other styles draw the whole network. */
const OVERVIEW_ROUTES = new Set(['I-94', 'I-35W', 'I-35E', 'I-35']);

/** A value computed on its first read, then kept. */
function once<T>(compute: () => T): () => T {
  let value: { current: T } | null = null;
  return () => (value ??= { current: compute() }).current;
}

// The path data of what every style draws is computed ahead (frame-paths.ts). The parks, the street
// grid and the downtown streets are computed on first use: the phone's and the overview's styles
// draw none of them.
const parksPath = once(() => PARKS.map(ellipsePath).join('') + linePath(RIVER_VALLEY_PARK, true));
const streetGridPath = once(() => gridPath(STREET_GRID_AREA, 0.0145, 0.0205));
const GRID_BOX = (() => {
  const [x1, y1] = toFrame([STREET_GRID_AREA.maxLat, STREET_GRID_AREA.minLng]);
  const [x2, y2] = toFrame([STREET_GRID_AREA.minLat, STREET_GRID_AREA.maxLng]);
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
})();
const DOWNTOWN_PATHS = DOWNTOWNS.map((downtown, index) => ({
  ...downtown,
  id: `downtown-${downtown.city.toLowerCase().replace(/\W+/g, '-')}`,
  outlineD: DOWNTOWN_OUTLINE_PATHS[index],
}));
const downtownGrids = once(() =>
  DOWNTOWNS.map((downtown) =>
    rotatedGridPath(downtown.outline, downtown.spacing, downtown.bearing),
  ),
);

/** A shield where each drawn interstate crosses a given latitude/longitude band. */
const SHIELDS: { label: string; at: readonly [number, number] }[] = [
  { label: '94', at: [45.128, -93.486] },
  { label: '94', at: [44.952, -93.145] },
  { label: '94', at: [44.9485, -92.92] },
  { label: '35W', at: [44.93, -93.2746] },
  { label: '35W', at: [45.12, -93.1884] },
  { label: '35W', at: [44.815, -93.2912] },
  { label: '35E', at: [45.0, -93.0893] },
  { label: '35E', at: [44.84, -93.159] },
  { label: '35E', at: [45.14, -93.035] },
];
const NETWORK_SHIELDS: typeof SHIELDS = [
  { label: '494', at: [44.8595, -93.39] },
  { label: '494', at: [44.93, -93.4577] },
  { label: '694', at: [45.0645, -93.218] },
  { label: '394', at: [44.9712, -93.37] },
];

/** Stroke widths are in screen px at zoom 1, a little wider when zoomed in (see --map-stroke). */
const stroke = (px: number): CSSProperties => ({
  strokeWidth: `calc(${px}px * var(--map-stroke, 1))`,
});

interface Palette {
  county: (name: string) => { fill: string; stroke: string; width: number; dash?: string };
  river: string;
  lake: string;
  park: string | null;
  grid: string | null;
  downtown: { fill: string; grid: string } | null;
  roadCasing: string;
  roadCore: string;
  roadWidth: number;
}

/** The metro page's three styles, and the phone's: dark and sparse, so its few markers stand out. */
export type GeographyStyle = MapStyle | 'night';

const PALETTES: Record<GeographyStyle, Palette> = {
  overview: {
    county: (name) =>
      EMPHASISED_COUNTIES.has(name)
        ? { fill: '#e0e7ff', stroke: '#4338ca', width: 2 }
        : { fill: '#f8fafc', stroke: '#94a3b8', width: 1 },
    river: '#3b82f6',
    lake: '#93c5fd',
    park: null,
    grid: null,
    downtown: null,
    roadCasing: '#ffffff',
    roadCore: '#475569',
    roadWidth: 3,
  },
  detailed: {
    county: () => ({ fill: 'none', stroke: '#a8a29e', width: 1, dash: '6 4' }),
    river: '#60a5fa',
    lake: '#a5cdf0',
    park: '#c7e3bd',
    grid: '#ddd6c8',
    downtown: { fill: '#f5d0a9', grid: '#c2410c' },
    roadCasing: '#b45309',
    roadCore: '#fcd34d',
    roadWidth: 3,
  },
  night: {
    county: () => ({ fill: 'none', stroke: '#334155', width: 1, dash: '4 4' }),
    river: '#1d4ed8',
    lake: '#1e3a8a',
    park: null,
    grid: null,
    downtown: null,
    roadCasing: '#0f172a',
    roadCore: '#64748b',
    roadWidth: 2,
  },
  street: {
    county: () => ({ fill: 'none', stroke: '#334155', width: 1, dash: '4 4' }),
    river: '#1d4ed8',
    lake: '#1e3a8a',
    park: '#14532d',
    grid: '#334155',
    downtown: { fill: '#3f2d1a', grid: '#b45309' },
    roadCasing: '#0f172a',
    roadCore: '#facc15',
    roadWidth: 4,
  },
};

/**
 * Place names; a major label gets `majorClassName` instead of `minorClassName`. County and city
 * names are written as they are, in English; `translated` labels are in the active language.
 */
function Labels({
  labels,
  minorClassName,
  majorClassName,
  translated = false,
}: {
  labels: readonly MapLabel[];
  minorClassName: string;
  majorClassName: string;
  translated?: boolean;
}) {
  return labels.map((label) => (
    <span
      key={label.text}
      lang={translated ? undefined : 'en'}
      className={cn(
        'absolute origin-center [transform:translate(-50%,-50%)_scale(var(--map-inv-zoom,1))] whitespace-nowrap',
        label.weight === 'major' ? majorClassName : minorClassName,
      )}
      style={toPercent(project({ lat: label.at[0], lng: label.at[1] }))}
    >
      {label.text}
    </span>
  ));
}

function Shields({ shields, dark }: { shields: typeof SHIELDS; dark: boolean }) {
  return shields.map((shield) => (
    <span
      key={`${shield.label}-${shield.at.join()}`}
      className={cn(
        'absolute rounded-sm px-1 text-[11px] leading-4 font-bold [transform:translate(-50%,-50%)_scale(var(--map-inv-zoom,1))] ring-1',
        dark ? 'bg-yellow-300 text-slate-950 ring-slate-950' : 'bg-blue-800 text-white ring-white',
      )}
      style={toPercent(project({ lat: shield.at[0], lng: shield.at[1] }))}
    >
      {shield.label}
    </span>
  ));
}

/**
 * The schematic geography under the markers: SVG in the same frame as the marker percentages,
 * plus HTML labels (kept upright and unscaled when zoomed). Purely decorative for assistive tech:
 * the markers, the list view and the legend carry the information.
 */
export const MapGeography = memo(function MapGeography({
  style,
  closeUp = false,
}: {
  style: GeographyStyle;
  /** Zoomed in far enough for the small downtown labels. */
  closeUp?: boolean;
}) {
  const { t } = useT();
  const palette = PALETTES[style];
  const dark = style === 'street' || style === 'night';
  const sparse = style === 'overview' || style === 'night';
  const roads = sparse
    ? HIGHWAY_PATHS.filter((road) => OVERVIEW_ROUTES.has(road.id))
    : HIGHWAY_PATHS;
  return (
    <div
      aria-hidden="true"
      data-testid="map-geography"
      className="pointer-events-none absolute inset-0 select-none"
    >
      <MapFrameSvg>
        <defs>
          <radialGradient id="grid-fade">
            <stop offset="55%" stopColor="#fff" />
            <stop offset="100%" stopColor="#000" />
          </radialGradient>
          <mask id="grid-mask" maskContentUnits="userSpaceOnUse">
            <rect
              x={GRID_BOX.x}
              y={GRID_BOX.y}
              width={GRID_BOX.width}
              height={GRID_BOX.height}
              fill="url(#grid-fade)"
            />
          </mask>
          {DOWNTOWN_PATHS.map((downtown) => (
            <clipPath key={downtown.id} id={`clip-${downtown.id}`}>
              <path d={downtown.outlineD} />
            </clipPath>
          ))}
        </defs>
        <g vectorEffect="non-scaling-stroke">
          {COUNTY_PATHS.map((county) => {
            const look = palette.county(county.name);
            return (
              <path
                key={county.name}
                d={county.d}
                fill={look.fill}
                stroke={look.stroke}
                strokeDasharray={look.dash}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                style={stroke(look.width)}
              />
            );
          })}
          {palette.grid ? (
            <path
              d={streetGridPath()}
              mask="url(#grid-mask)"
              fill="none"
              stroke={palette.grid}
              vectorEffect="non-scaling-stroke"
              style={stroke(1)}
            />
          ) : null}
          {palette.park ? <path d={parksPath()} fill={palette.park} /> : null}
          {palette.downtown
            ? DOWNTOWN_PATHS.map((downtown, index) => (
                <g key={downtown.id}>
                  <path d={downtown.outlineD} fill={palette.downtown!.fill} />
                  <path
                    d={downtownGrids()[index]}
                    clipPath={`url(#clip-${downtown.id})`}
                    fill="none"
                    stroke={palette.downtown!.grid}
                    vectorEffect="non-scaling-stroke"
                    style={stroke(1)}
                  />
                </g>
              ))
            : null}
          <g fill={palette.lake}>
            {LAKE_ELLIPSES.map(({ name, ...shape }) => (
              <ellipse key={name} {...shape} />
            ))}
          </g>
          {RIVER_PATHS.map((river) => (
            <path
              key={river.name}
              d={river.d}
              fill="none"
              stroke={palette.river}
              strokeLinecap="round"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              style={stroke(river.width)}
            />
          ))}
          {roads.map((road) => (
            <path
              key={`${road.id}-casing`}
              d={road.d}
              fill="none"
              stroke={palette.roadCasing}
              strokeLinecap="round"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              style={stroke(palette.roadWidth + 3)}
            />
          ))}
          {roads.map((road) => (
            <path
              key={road.id}
              d={road.d}
              fill="none"
              stroke={palette.roadCore}
              strokeLinecap="round"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              style={stroke(palette.roadWidth)}
            />
          ))}
        </g>
      </MapFrameSvg>
      {/* The two big cities' names are the marker layer's (city-labels.tsx): they move clear of
          the markers drawn on them. */}
      {style === 'night' ? null : style === 'overview' ? (
        <Labels
          labels={COUNTY_LABELS}
          minorClassName="text-xs font-medium tracking-wide text-slate-500 uppercase"
          majorClassName="text-sm font-bold tracking-widest text-indigo-900 uppercase"
        />
      ) : (
        <>
          <Labels
            labels={CITY_LABELS.filter((label) => label.weight === 'minor')}
            minorClassName={cn(
              'text-xs font-medium',
              dark
                ? 'text-slate-300 [text-shadow:0_0_3px_#0f172a]'
                : 'text-stone-600 [text-shadow:0_0_3px_#fff]',
            )}
            majorClassName=""
          />
          {closeUp ? (
            <Labels
              labels={DOWNTOWNS.map((downtown) => ({
                text: downtownName(t, downtown.city),
                at: downtown.label,
                weight: 'minor' as const,
              }))}
              translated
              minorClassName={cn(
                'text-[10px] font-semibold tracking-wide uppercase',
                dark
                  ? 'text-amber-200 [text-shadow:0_0_3px_#0f172a]'
                  : 'text-amber-900 [text-shadow:0_0_3px_#fff]',
              )}
              majorClassName=""
            />
          ) : null}
        </>
      )}
      {style === 'night' ? null : (
        <Shields
          shields={style === 'overview' ? SHIELDS : [...SHIELDS, ...NETWORK_SHIELDS]}
          dark={dark}
        />
      )}
    </div>
  );
});
