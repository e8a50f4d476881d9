import { Fragment } from 'react';
import type { AlertSeverity } from '@/domain/weather-alerts';
import { COUNTY_PATHS } from '@/components/map/geography/frame-paths';
import { MapFrameSvg } from '@/components/map/geography/map-frame-svg';
import { useAlertLevels } from './use-active-alerts';

/** Each level's colour; the hatching and the dashed outline say "alert area" without it. */
export const TINT_COLOUR: Record<AlertSeverity, string> = {
  Extreme: '#991b1b',
  Severe: '#dc2626',
  Moderate: '#ea580c',
  Minor: '#ca8a04',
  Unknown: '#64748b',
};

/**
 * The counties under a weather alert, over the geography and under the markers: a hatch in the
 * alert's severity colour and a thick dashed outline, so the area reads in grey too. Drawn in the
 * geography's frame (the same projection as the markers).
 */
export function CountyAlertTint({
  levels,
}: {
  /** The most severe alert per county name. */
  levels: Partial<Record<string, AlertSeverity>>;
}) {
  const tinted = COUNTY_PATHS.filter((county) => levels[county.name]);
  if (tinted.length === 0) return null;
  return (
    <MapFrameSvg aria-hidden="true" data-testid="alert-tint" className="pointer-events-none">
      <defs>
        {Object.entries(TINT_COLOUR).map(([severity, colour]) => (
          <pattern
            key={severity}
            id={`alert-hatch-${severity}`}
            width="14"
            height="14"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="14" height="14" fill={colour} fillOpacity="0.08" />
            <line
              x1="0"
              y1="0"
              x2="0"
              y2="14"
              stroke={colour}
              strokeWidth="4"
              strokeOpacity="0.35"
            />
          </pattern>
        ))}
      </defs>
      {tinted.map((county) => {
        const level = levels[county.name]!;
        return (
          <Fragment key={county.name}>
            <path
              data-county={county.name}
              data-severity={level}
              d={county.d}
              fill={`url(#alert-hatch-${level})`}
              stroke={TINT_COLOUR[level]}
              strokeWidth={3}
              strokeDasharray="10 6"
              vectorEffect="non-scaling-stroke"
            />
          </Fragment>
        );
      })}
    </MapFrameSvg>
  );
}

/**
 * The tint for the alerts in force over the map's area. On a city page, the alerts over its county,
 * each tinting every county it covers. Loaded after the first paint, with the weather alerts'
 * chunk (src/build/chunk-plan.ts).
 */
export function CountyAlertLayer({ county }: { county: string | null }) {
  return <CountyAlertTint levels={useAlertLevels(county)} />;
}
