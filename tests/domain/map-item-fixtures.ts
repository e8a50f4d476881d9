import type { Camera, NewsItem, WeatherStation } from '@/domain/types';
import { transitStation } from '../entities/transit/transit-fixtures';

/** Map items for the map rules' tests: one camera, story or station, placed where a test needs it. */
export const camera = (
  id: string,
  position: Camera['position'],
  extra: Partial<Camera> = {},
): Camera => ({
  id,
  name: `Camera ${id}`,
  imageUrl: null,
  position,
  highway: 'I-94',
  direction: 'EB',
  county: 'Hennepin',
  status: 'active',
  ...extra,
});

export const story = (
  id: string,
  position: NewsItem['position'],
  county = 'Hennepin',
): NewsItem => ({
  id,
  title: `Story ${id}`,
  description: '',
  category: 'Traffic',
  impact: 'low',
  source: 'KARE 11',
  publishedAt: '',
  url: null,
  tags: [],
  position,
  county,
});

export const station = (id: string, lat: number, lng: number): WeatherStation => ({
  id,
  name: `Station ${id}`,
  county: 'Hennepin',
  position: { lat, lng },
  temperatureF: 20,
  humidityPercent: 60,
  windMph: 5,
  windDirectionDeg: 180,
  visibilityMi: 10,
  conditions: 'Clear',
  observedAt: '',
  fallbackFields: [],
});

// Edina is at 44.8956, -93.3547.
export const nearEdina = { lat: 44.91, lng: -93.34 };

/** One item of each kind, all at one point near Edina (`at`), in the kinds' draw order. */
export const at = { lat: 44.91, lng: -93.34 };
export const aCamera = camera('c1', at, { name: 'I-94 at Hamline', county: 'Ramsey' });
export const aStation = {
  ...station('KMSP', at.lat, at.lng),
  name: 'Minneapolis-St. Paul Airport',
};
export const aStory = {
  ...story('n1', at),
  title: 'Lane closed on I-35W',
  impact: 'high' as const,
};
export const aTransitStation = transitStation({ position: at });
export const ITEM = {
  camera: aCamera,
  weather: aStation,
  news: aStory,
  transit: aTransitStation,
} as const;
