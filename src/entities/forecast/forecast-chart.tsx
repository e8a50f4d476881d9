import { type ForecastPeriod } from '@/domain/forecast';
import { hourLabel } from '@/words/forecast';
import { CHART, chartGeometry } from '@/domain/forecast-chart';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

// Colours as SVG attributes: this chart's own, kept out of the site's one stylesheet.
const TONES = {
  light: { text: '#334155', line: '#ea580c', bar: '#0ea5e9', barOpacity: 0.55, axis: '#e2e8f0' },
  dark: { text: '#cbd5e1', line: '#fdba74', bar: '#38bdf8', barOpacity: 0.5, axis: '#334155' },
} as const;

/** A length across the chart, in percent of its width (SVG resolves it against the chart's own). */
const percent = (value: number) => `${Math.round(value * 100) / 100}%`;

/**
 * The next hours at a glance: temperature as a line, chance of precipitation as bars. A picture
 * only (aria-hidden): the hourly list beside it says the same in words.
 *
 * Drawn at whatever width it is given without measuring it: columns, points and labels are placed
 * in percent of the width, in px down, so labels stay 13 px and dots round. Only the line is
 * stretched to the width (its own box, `preserveAspectRatio="none"`), with a stroke that does not
 * stretch. Measuring the width (a ResizeObserver) meant a second render and layout in the frame
 * that shows the forecast, a task of 55–75 ms on a desktop (issue 44).
 */
export function ForecastChart({
  hours,
  tone,
}: {
  hours: readonly ForecastPeriod[];
  tone: keyof typeof TONES;
}) {
  const { t } = useT();
  const look = TONES[tone];
  const chart = chartGeometry(hours);
  const floor = CHART.height - CHART.bottom;
  return (
    <svg
      aria-hidden="true"
      height={CHART.height}
      className="block w-full"
      style={{ overflow: 'visible' }}
    >
      <line x1={0} x2="100%" y1={floor} y2={floor} stroke={look.axis} strokeWidth={1} />
      {chart.hours.map((hour) => (
        <rect
          key={`bar-${hour.x}`}
          x={percent(hour.x - chart.column * 0.3)}
          y={hour.barY}
          width={percent(chart.column * 0.6)}
          height={hour.barHeight}
          rx={2}
          fill={look.bar}
          fillOpacity={look.barOpacity}
        />
      ))}
      <svg
        viewBox={`0 0 ${CHART.across} ${CHART.height}`}
        preserveAspectRatio="none"
        width="100%"
        height={CHART.height}
        style={{ overflow: 'visible' }}
      >
        <polyline
          points={chart.line}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
          stroke={look.line}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {chart.hours.map((hour, index) => (
        <g key={`hour-${hour.x}`}>
          <circle cx={percent(hour.x)} cy={hour.y} r={3} fill={look.line} />
          {/* Every other temperature and hour, so the labels never touch at phone width. */}
          {index % 2 === 0 ? (
            <>
              <text
                x={percent(hour.x)}
                y={hour.y - 7}
                textAnchor="middle"
                fontSize={13}
                fontWeight={600}
                fill={look.text}
              >
                {t('weather.forecast.chartTemperature', { value: Math.round(hour.temperatureF) })}
              </text>
              <text
                x={percent(hour.x)}
                y={CHART.height - 6}
                textAnchor="middle"
                fontSize={13}
                fill={look.text}
              >
                {hourLabel(hours[index]?.startTime ?? '')}
              </text>
            </>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
