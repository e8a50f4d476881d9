/** Clean, well-typed records: everything past src/api/ holds these. */
import type { DomainCategory } from './constants';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Coordinates are `null` when the feed gave none that are finite numbers. */
export type MaybeLatLng = LatLng | null;

export type CameraStatus = 'active' | 'inactive' | 'maintenance' | 'unknown';

export interface Camera {
  id: string;
  name: string;
  /** Already checked by safe-url: http(s) only, else null. */
  imageUrl: string | null;
  position: MaybeLatLng;
  highway: string;
  direction: string;
  county: string;
  status: CameraStatus;
}

/** The feed's impact; `unknown` when it sent none or another word (shown as no impact at all). */
export type NewsImpact = 'high' | 'medium' | 'low' | 'unknown';

export interface NewsItem {
  id: string;
  title: string;
  description: string;
  category: string;
  impact: NewsImpact;
  source: string;
  /** ISO 8601 string, or '' when the feed gave none; kept as a string for structural sharing. */
  publishedAt: string;
  /** Already checked by safe-url: http(s) only, else null. */
  url: string | null;
  tags: string[];
  position: MaybeLatLng;
  county: string;
}

export interface City {
  id: string;
  name: string;
  county: string;
  /** Residents; 0 when unknown. */
  population: number;
  position: MaybeLatLng;
}

export interface OwnedDomain {
  id: string;
  /** A valid host name, e.g. "edinanews.com". */
  domain: string;
  city: string;
  county: string;
  description: string;
  /** A CSS hex colour such as "#1d4ed8". */
  brandColor: string;
  category: DomainCategory;
  position: MaybeLatLng;
}

/** `/api/current-domain`: this host's record, with the host it was served for. */
export interface CurrentDomain extends OwnedDomain {
  /** '' when the server did not say. */
  host: string;
}

/** One station reading as the server aggregates it (`/api/weather/nws-live`). */
export interface ServerWeatherReading {
  /** The contract gives none: location and county. */
  id: string;
  location: string;
  county: string;
  temperatureF: number | null;
  windMph: number | null;
  humidityPercent: number | null;
  conditions: string;
  observedAt: string;
}

/** The contract's severe and warning; any other word is 'other'. */
export type TransitSeverity = 'severe' | 'warning' | 'other';

export interface TransitAlert {
  id: string;
  title: string;
  description: string;
  severity: TransitSeverity;
  route: string;
  startTime: string;
}

export type StationField =
  | 'temperatureF'
  | 'humidityPercent'
  | 'windMph'
  | 'windDirectionDeg'
  | 'visibilityMi'
  | 'conditions';

/** A station as the browser reads it straight from NWS, with fallbacks marked. */
export interface WeatherStation {
  id: string;
  name: string;
  county: string;
  position: LatLng;
  temperatureF: number;
  humidityPercent: number;
  windMph: number;
  windDirectionDeg: number;
  visibilityMi: number;
  conditions: string;
  /** ISO string of the observation, '' when none was read. */
  observedAt: string;
  /** Fields that hold the spec's fallback because the reading was missing. */
  fallbackFields: StationField[];
}

/** A compass direction of travel, from NexTrip's `direction` ("NB", "Southbound"…). */
export type Heading = 'north' | 'south' | 'east' | 'west';

/** A METRO vehicle's last position (NexTrip `/vehicles/{route_id}`), as the map draws it. */
export interface TransitVehicle {
  type: 'vehicle';
  /** `{route_id}:{trip_id}`. */
  id: string;
  routeId: string;
  /** Its line as Metro Transit names it ("METRO Blue Line"): feed text. */
  line: string;
  /** The marker's short name ("Blue", "A"). */
  shortName: string;
  /** The line's colour, `#rrggbb`. */
  colour: string;
  heading: Heading | null;
  /** The line's end it runs to ("Mall of America"), '' when unknown: feed text. */
  destination: string;
  /** Degrees clockwise from north. */
  bearing: number;
  position: LatLng;
  /** When the position was read (ms since the epoch, on this device's clock). */
  locatedAt: number;
}

/** A METRO station (the committed station list), with the stops NexTrip answers for. */
export interface TransitStation {
  type: 'station';
  id: string;
  /** As Metro Transit names it ("Terminal 2 Humphrey Station"): feed text. */
  name: string;
  position: LatLng;
  /**
   * One per line calling here: NexTrip's route, the station's place code on it and, where
   * recorded, the directions (NexTrip's ids) that call there; both when not recorded.
   */
  calls: readonly {
    routeId: string;
    shortName: string;
    colour: string;
    placeCode: string;
    directions?: readonly number[];
  }[];
  /** NexTrip stop ids (one per platform or direction) where recorded. */
  stopIds: readonly number[];
}

export type TransitPoint = TransitVehicle | TransitStation;
