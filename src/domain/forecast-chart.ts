/**
 * Geometry of the forecast's small chart: the next hours' temperatures as a line and their chances
 * of precipitation as bars. Across, in percent of the chart's width (or in the `width` given);
 * down, in px of its CHART.height.
 */
import type { ForecastPeriod } from './forecast';

/** Its width in its own units (percent of its width on screen); its height and label margins (px). */
export const CHART = { across: 100, height: 120, top: 18, bottom: 22 } as const;

export interface ChartHour {
  /** Centre of the hour's column. */
  x: number;
  /** The temperature's height on the line. */
  y: number;
  /** The precipitation bar: its top and height (0 when there is no chance given). */
  barY: number;
  barHeight: number;
  temperatureF: number;
}

export interface ChartGeometry {
  hours: ChartHour[];
  /** The hour's column width (bars take 60 % of it). */
  column: number;
  /** SVG `points` of the temperature line. */
  line: string;
  minF: number;
  maxF: number;
}

/** Columns left to right; temperatures scaled between their min and max (a flat line mid-box). */
export function chartGeometry(
  hours: readonly Pick<ForecastPeriod, 'temperatureF' | 'precipitationPercent'>[],
  width: number = CHART.across,
): ChartGeometry {
  const column = hours.length ? width / hours.length : width;
  const temperatures = hours.map((hour) => hour.temperatureF);
  const minF = temperatures.length ? Math.min(...temperatures) : 0;
  const maxF = temperatures.length ? Math.max(...temperatures) : 0;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const yOf = (temperature: number) =>
    maxF === minF
      ? CHART.top + plotHeight / 2
      : CHART.top + ((maxF - temperature) / (maxF - minF)) * plotHeight;
  const floor = CHART.height - CHART.bottom;
  const points = hours.map((hour, index) => {
    const barHeight = ((hour.precipitationPercent ?? 0) / 100) * plotHeight;
    return {
      x: column * index + column / 2,
      y: yOf(hour.temperatureF),
      barY: floor - barHeight,
      barHeight,
      temperatureF: hour.temperatureF,
    };
  });
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    hours: points,
    column,
    line: points.map((point) => `${round(point.x)},${round(point.y)}`).join(' '),
    minF,
    maxF,
  };
}
