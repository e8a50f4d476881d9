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

test('drawn at the width its ResizeObserver reports, without reading the layout in its commit', () => {
  const reports: ((entries: { contentRect: { width: number } }[]) => void)[] = [];
  class FakeResizeObserver {
    constructor(report: (entries: { contentRect: { width: number } }[]) => void) {
      reports.push(report);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const layoutRead = vi.spyOn(Element.prototype, 'getBoundingClientRect');
  try {
    const { container } = render(<ForecastChart hours={HOURS} tone="light" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 360 120');
    expect(layoutRead).not.toHaveBeenCalled();
    // The browser's report after its layout: drawn at once, 1 unit per px.
    reports[0]!([{ contentRect: { width: 512.4 } }]);
    expect(svg.getAttribute('viewBox')).toBe('0 0 512 120');
    // A zero width (a hidden tab) keeps the last one.
    reports[0]!([{ contentRect: { width: 0 } }]);
    expect(svg.getAttribute('viewBox')).toBe('0 0 512 120');
  } finally {
    layoutRead.mockRestore();
    vi.unstubAllGlobals();
  }
});
