import { describe, expect, test } from 'vitest';
import { forecastFeed, forecastQuery } from '@/entities/forecast/feed';
import { REFRESH_MS } from '@/domain/constants';

describe('the forecast feed of a place', () => {
  test('its key holds the place rounded to 4 decimals, and it refreshes every 30 min', () => {
    const query = forecastQuery({ lat: 44.977_812_34, lng: -93.265_012_99 });
    expect(query.queryKey).toEqual(['nws', 'forecast', { lat: 44.9778, lng: -93.265 }]);
    expect(query.meta?.refreshMs).toBe(REFRESH_MS.forecast);
    expect(REFRESH_MS.forecast).toBe(30 * 60_000);
  });

  test('one definition per place: the same rounded place gives the same feed, another place another', () => {
    const downtown = forecastFeed({ lat: 44.9778, lng: -93.265 });
    expect(forecastFeed({ lat: 44.977_81, lng: -93.265_01 })).toBe(downtown);
    expect(forecastFeed({ lat: 44.9537, lng: -93.09 })).not.toBe(downtown);
  });
});
