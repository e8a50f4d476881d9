import type { SystemStatus } from '@/domain/system-status';
import type { Camera, OwnedDomain, WeatherStation } from '@/domain/types';

export function domain(
  partial: Partial<OwnedDomain> & { domain: string; city: string },
): OwnedDomain {
  return {
    id: partial.domain,
    county: 'Hennepin',
    description: '',
    brandColor: '#1d4ed8',
    category: 'community',
    position: null,
    ...partial,
  };
}

export const edina = domain({
  domain: 'edina.news',
  city: 'Edina',
  position: { lat: 44.8956, lng: -93.3547 },
});
export const minneapolis = domain({
  domain: 'minneapolis.news',
  city: 'Minneapolis',
  position: { lat: 44.9819, lng: -93.2692 },
});
export const bloomington = domain({
  domain: 'bloomington.news',
  city: 'Bloomington',
  position: { lat: 44.8336, lng: -93.31 },
});
export const plymouth = domain({
  domain: 'plymouth.news',
  city: 'Plymouth',
  position: { lat: 45.0106, lng: -93.4556 },
});
export const mapleGrove = domain({
  domain: 'maplegrove.news',
  city: 'Maple Grove',
  position: { lat: 45.0725, lng: -93.4556 },
});
export const saintPaul = domain({
  domain: 'saintpaul.news',
  city: 'Saint Paul',
  county: 'Ramsey',
  position: { lat: 44.9442, lng: -93.0936 },
});
export const eagan = domain({
  domain: 'eagan.news',
  city: 'Eagan',
  county: 'Dakota',
  position: { lat: 44.8178, lng: -93.1669 },
});
export const stillwater = domain({
  domain: 'stillwater.news',
  city: 'Stillwater',
  county: 'Washington',
  position: { lat: 45.05, lng: -92.817 },
});
export const chaska = domain({
  domain: 'chaska.news',
  city: 'Chaska',
  county: 'Carver',
  position: { lat: 44.7894, lng: -93.6022 },
});
export const metro = domain({
  domain: 'twincities.news',
  city: 'Minneapolis-Saint Paul',
  category: 'metro',
  position: { lat: 44.9778, lng: -93.265 },
});

export const cam = (
  id: string,
  name: string,
  lat: number,
  lng: number,
  status = 'active',
): Camera => ({
  id,
  name,
  imageUrl: null,
  position: { lat, lng },
  highway: 'I-35W',
  direction: 'NB',
  county: 'Hennepin',
  status: status as Camera['status'],
});
export const station = (temperatureF: number, fallback: boolean): WeatherStation => ({
  id: `S${temperatureF}`,
  name: `Station ${temperatureF}`,
  county: 'Hennepin',
  position: { lat: 44.9, lng: -93.2 },
  temperatureF,
  humidityPercent: 50,
  windMph: 5,
  windDirectionDeg: 0,
  visibilityMi: 10,
  conditions: 'Clear',
  // Observed 10 minutes ago: a current reading.
  observedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  fallbackFields: fallback ? ['temperatureF'] : [],
});

/** `/api/system-status` as read: all three services up, unless `overrides` say otherwise. */
export const systemStatus = (overrides: Partial<SystemStatus> = {}): SystemStatus => ({
  workingCount: 3,
  totalCount: 3,
  status: 'operational',
  connectivity: { nws: true, metroTransit: true, mndotGIS: true },
  ...overrides,
});
