import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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

/**
 * The element's width in px, so the chart draws 1 unit per px and its labels stay 13 px. Read from
 * the ResizeObserver's reports, which come after the browser's own layout of the frame and before
 * its paint (the first one in the frame that mounts the chart), and drawn at once (`flushSync`), so
 * no frame shows the chart at another width. Not read in the commit that mounts it: that made the
 * browser lay out the whole page inside React's task (10–20 ms after a desktop's first paint).
 */
function useWidth() {
  const ref = useRef<SVGSVGElement | null>(null);
  const [width, setWidth] = useState<number>(CHART.width);
  // Observed from the commit, so the first report comes in the frame that mounts the chart.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) flushSync(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The next hours at a glance: temperature as a line, chance of precipitation as bars. A picture
 * only (aria-hidden): the hourly list beside it says the same in words.
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
  const { ref, width } = useWidth();
  const chart = chartGeometry(hours, width);
  const floor = CHART.height - CHART.bottom;
  return (
    <svg
      ref={ref}
      aria-hidden="true"
      viewBox={`0 0 ${width} ${CHART.height}`}
      height={CHART.height}
      className="block w-full"
      style={{ overflow: 'visible' }}
    >
      <line x1={0} x2={width} y1={floor} y2={floor} stroke={look.axis} strokeWidth={1} />
      {chart.hours.map((hour) => (
        <rect
          key={`bar-${hour.x}`}
          x={hour.x - chart.column * 0.3}
          y={hour.barY}
          width={chart.column * 0.6}
          height={hour.barHeight}
          rx={2}
          fill={look.bar}
          fillOpacity={look.barOpacity}
        />
      ))}
      <polyline
        points={chart.line}
        fill="none"
        strokeWidth={2.5}
        strokeLinejoin="round"
        strokeLinecap="round"
        stroke={look.line}
      />
      {chart.hours.map((hour, index) => (
        <g key={`hour-${hour.x}`}>
          <circle cx={hour.x} cy={hour.y} r={3} fill={look.line} />
          {/* Every other temperature and hour, so the labels never touch at phone width. */}
          {index % 2 === 0 ? (
            <>
              <text
                x={hour.x}
                y={hour.y - 7}
                textAnchor="middle"
                fontSize={13}
                fontWeight={600}
                fill={look.text}
              >
                {t('weather.forecast.chartTemperature', { value: Math.round(hour.temperatureF) })}
              </text>
              <text
                x={hour.x}
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
