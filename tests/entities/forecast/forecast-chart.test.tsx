import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { ForecastPeriod } from '@/domain/forecast';
import { ForecastChart } from '@/entities/forecast/forecast-chart';

const hour = (index: number, temperatureF: number, precipitationPercent: number | null) => {
  const start = new Date(2030, 0, 14, 13 + index);
  return {
    name: '',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3_600_000).toISOString(),
    isDaytime: true,
    temperatureF,
    precipitationPercent,
    windSpeed: '10 mph',
    windDirection: 'NW',
    shortForecast: 'Snow',
    detailedForecast: '',
  } satisfies ForecastPeriod;
};

const HOURS = [hour(0, 17.4, 20), hour(1, 18.6, 60), hour(2, 20, null), hour(3, 19.2, 90)];

test('a picture only: hidden from screen readers (the hourly list says the same in words)', () => {
  const { container } = render(<ForecastChart hours={HOURS} tone="light" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('one point and one bar per hour; every other hour labelled with its rounded temperature', () => {
  const { container } = render(<ForecastChart hours={HOURS} tone="light" />);
  expect(container.querySelectorAll('circle')).toHaveLength(4);
  expect(container.querySelectorAll('rect')).toHaveLength(4);
  const labels = [...container.querySelectorAll('text')].map((text) => text.textContent);
  expect(labels).toHaveLength(4);
  expect(labels[0]).toBe('17°');
  expect(labels[2]).toBe('20°');
  expect(container.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(4);
});

test('a higher chance of precipitation draws a taller bar', () => {
  const { container } = render(<ForecastChart hours={HOURS} tone="dark" />);
  const heights = [...container.querySelectorAll('rect')].map((rect) =>
    Number(rect.getAttribute('height')),
  );
  expect(heights[3]).toBeGreaterThan(heights[1]!);
  expect(heights[1]).toBeGreaterThan(heights[0]!);
});

test('light and dark tones draw in their own colours', () => {
  const line = (tone: 'light' | 'dark') => {
    const { container, unmount } = render(<ForecastChart hours={HOURS} tone={tone} />);
    const stroke = container.querySelector('polyline')!.getAttribute('stroke');
    unmount();
    return stroke;
  };
  expect(line('light')).not.toBe(line('dark'));
});

test('drawn at any width without measuring it: across in percent, the line stretched in its own box', () => {
  const observed = vi.fn();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = observed;
      disconnect() {}
    },
  );
  const layoutRead = vi.spyOn(Element.prototype, 'getBoundingClientRect');
  try {
    const { container } = render(<ForecastChart hours={HOURS} tone="light" />);
    expect(observed).not.toHaveBeenCalled();
    expect(layoutRead).not.toHaveBeenCalled();
    const chart = container.querySelector('svg')!;
    expect(chart).not.toHaveAttribute('viewBox');
    // Four columns of 25 %: centres at 12.5, 37.5 … and bars 60 % of a column wide.
    expect([...container.querySelectorAll('circle')].map((dot) => dot.getAttribute('cx'))).toEqual([
      '12.5%',
      '37.5%',
      '62.5%',
      '87.5%',
    ]);
    const bar = container.querySelector('rect')!;
    expect([bar.getAttribute('x'), bar.getAttribute('width')]).toEqual(['5%', '15%']);
    expect(container.querySelector('text')!.getAttribute('x')).toBe('12.5%');
    // The line's box spans the width: its 100 units across are the chart's 100 %, and its
    // stroke keeps its 2.5 px.
    const lineBox = container.querySelector('polyline')!.closest('svg')!;
    expect(lineBox).not.toBe(chart);
    expect(lineBox.getAttribute('viewBox')).toBe('0 0 100 120');
    expect(lineBox).toHaveAttribute('preserveAspectRatio', 'none');
    expect(lineBox).toHaveAttribute('width', '100%');
    expect(container.querySelector('polyline')).toHaveAttribute(
      'vector-effect',
      'non-scaling-stroke',
    );
    expect(container.querySelector('polyline')!.getAttribute('points')!.split(' ')[0]).toBe(
      `12.5,${container.querySelector('circle')!.getAttribute('cy')}`,
    );
  } finally {
    layoutRead.mockRestore();
    vi.unstubAllGlobals();
  }
});
