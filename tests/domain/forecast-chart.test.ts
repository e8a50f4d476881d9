import { describe, expect, test } from 'vitest';
import { CHART, chartGeometry } from '@/domain/forecast-chart';

const hour = (temperatureF: number, precipitationPercent: number | null) => ({
  temperatureF,
  precipitationPercent,
});

describe('chartGeometry', () => {
  test('the warmest hour is highest, the coldest lowest, in columns across the width', () => {
    const chart = chartGeometry([hour(24, 20), hour(18, null), hour(21, 100)], 300);
    expect(chart.column).toBe(100);
    expect(chart.hours.map((h) => h.x)).toEqual([50, 150, 250]);
    expect(chart.hours[0]!.y).toBe(CHART.top);
    expect(chart.hours[1]!.y).toBe(CHART.height - CHART.bottom);
    expect(chart.line).toBe(
      `50,${CHART.top} 150,${CHART.height - CHART.bottom} 250,${chart.hours[2]!.y}`,
    );
  });
  test('a bar is as tall as its chance; no chance given is no bar', () => {
    const chart = chartGeometry([hour(20, 100), hour(20, null), hour(20, 50)], 300);
    const plot = CHART.height - CHART.top - CHART.bottom;
    expect(chart.hours.map((h) => h.barHeight)).toEqual([plot, 0, plot / 2]);
  });
  test('one temperature all day is a flat line in the middle', () => {
    const chart = chartGeometry([hour(5, 0), hour(5, 0)]);
    expect(new Set(chart.hours.map((h) => h.y)).size).toBe(1);
  });
  test('no hours, no points', () => {
    expect(chartGeometry([]).line).toBe('');
  });
});
