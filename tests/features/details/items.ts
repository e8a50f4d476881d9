import type { Camera, NewsItem, WeatherStation } from '@/domain/types';

export const camera = (extra: Partial<Camera> = {}): Camera => ({
  id: 'C721',
  name: 'I-694: I-694 NB @ 40th St',
  imageUrl: 'https://video.dot.state.mn.us/video/image/metro/C721',
  position: { lat: 45.00675, lng: -92.95794 },
  highway: 'I-694',
  direction: 'NB',
  county: 'Washington',
  status: 'active',
  ...extra,
});

export const station = (extra: Partial<WeatherStation> = {}): WeatherStation => ({
  id: 'KMSP',
  name: 'MSP Airport',
  county: 'Hennepin',
  position: { lat: 44.88306, lng: -93.22889 },
  temperatureF: 17.06,
  humidityPercent: 71.2,
  windMph: 14.97,
  windDirectionDeg: 320,
  visibilityMi: 9.998,
  conditions: 'Light Snow',
  observedAt: new Date(Date.now() - 14 * 60_000).toISOString(),
  fallbackFields: [],
  ...extra,
});

export const story = (extra: Partial<NewsItem> = {}): NewsItem => ({
  id: 'news-1',
  title: 'Snow emergency declared in Minneapolis',
  description: 'Day 1 parking rules start at 9 p.m.',
  category: 'Weather',
  impact: 'high',
  source: 'Star Tribune',
  publishedAt: '2025-01-15T15:30:00.000Z',
  url: 'https://news.example.org/twin-cities/1',
  tags: ['snow', 'parking'],
  position: { lat: 44.9778, lng: -93.265 },
  county: 'Hennepin',
  ...extra,
});
