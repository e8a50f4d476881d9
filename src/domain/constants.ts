/** Every business number of the spec, in one place. Units are in the names or comments. */

export const EARTH_RADIUS_KM = 6371;

/** The metro box the schematic map covers (degrees). */
export const METRO_BOUNDS = {
  minLat: 44.7,
  maxLat: 45.2,
  minLng: -93.8,
  maxLng: -92.8,
} as const;

/** Projection draws into the inner 85 % of the surface, leaving a 7.5 % margin each side. */
export const MAP_MARGIN_FRACTION = 0.075;
export const MAP_INNER_FRACTION = 0.85;

export const TWIN_CITIES_CENTER = { lat: 44.9778, lng: -93.265 } as const;

export const ZOOM = { initial: 1, step: 0.25, min: 0.5, max: 3 } as const;

/** Cities above this population are "MAJOR CITIES". */
export const MAJOR_CITY_POPULATION = 50_000;

export const SUGGESTION_RADIUS_M = 25_000;
export const LOCAL_RADIUS_KM = 25;
/** "Near You" lists the stories within this many miles (the site speaks miles to visitors). */
export const NEAR_YOU_NEWS_RADIUS_MI = 15;
export const METRO_DOMAIN_CATEGORY = 'metro';
/** An owned domain's category (contract); any other word reads as 'other'. */
export const DOMAIN_CATEGORIES = [
  'government',
  'business',
  'local',
  'community',
  'breaking',
  'metro',
  'other',
] as const;
export type DomainCategory = (typeof DOMAIN_CATEGORIES)[number];
export const METRO_DOMAIN_CITY_MARKER = 'Minneapolis-Saint Paul';

export const MAX_SIBLING_DOMAINS = 3;
export const MAX_NEARBY_DOMAINS = 2;
/** Degrees of latitude and of longitude within which another county's domain is "nearby". */
export const NEARBY_DEGREES = 0.5;
export const FOOTER_PER_COUNTY = 2;
export const FOOTER_MAX = 8;

/** Card and list caps. */
export const CAPS = {
  metroCameraCards: 6,
  metroNewsCards: 6,
  domainRecentNews: 5,
  cityHostLatestNews: 8,
  compactMapCameras: 8,
  compactMapNews: 5,
  compactTrafficCameras: 6,
  compactNews: 10,
  siblings: MAX_SIBLING_DOMAINS,
  nearby: MAX_NEARBY_DOMAINS,
} as const;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Refresh cadence of every polled feed (milliseconds). */
export const REFRESH_MS = {
  systemStatus: 30 * SECOND_MS,
  serverWeather: 5 * MINUTE_MS,
  transit: 60 * SECOND_MS,
  trafficCams: 30 * SECOND_MS,
  news: 60 * SECOND_MS,
  nwsStation: 10 * MINUTE_MS,
  weatherAlerts: 2 * MINUTE_MS,
  forecast: 30 * MINUTE_MS,
  radar: 5 * MINUTE_MS,
  snowEmergencies: 5 * MINUTE_MS,
} as const;

/** A feed is marked stale once its data is older than this many of its intervals. */
export const STALE_AFTER_INTERVALS = 2;

/**
 * How long the first render of `/` waits (ms) for what is not in yet before drawing without it: its
 * view (its skeleton is drawn instead) and the snow emergencies' first answer (the page goes on
 * without knowing).
 */
export const FIRST_RENDER_WAIT_MS = 300;
/**
 * How long it waits (ms) for a snow emergency's notice, once the answer holds one: on those days
 * the notice is the first screen's point, and one arriving after the paint moves the page down.
 */
export const SNOW_NOTICE_WAIT_MS = 1000;

export const CLOCK_TICK_MS = SECOND_MS;
export const GEOLOCATION_TIMEOUT_MS = 5 * SECOND_MS;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;

/** Viewport widths (px): below PHONE is a phone, below TABLET a tablet. */
export const BREAKPOINTS = { phone: 768, tablet: 1024 } as const;
/** Media query for a phone: narrower than BREAKPOINTS.phone (px). */
export const PHONE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS.phone - 0.02}px)`;

/** Share of the viewport height the map panel takes in each height mode. */
export const PANEL_HEIGHT_FRACTION = { compact: 0.5, split: 0.65, full: 0.75 } as const;

export const COPYRIGHT_YEAR = 2025;

/**
 * An NWS observation older than this is not a current reading (ms): the stations report hourly,
 * and `/latest` can answer with one hours old. Cards and dialogs still show it, with its age.
 */
export const STATION_READING_MAX_AGE_MS = 2 * 3_600_000;

/** NWS fallbacks used when a reading is missing or null. */
export const NWS_FALLBACK = {
  temperatureF: 22,
  humidityPercent: 65,
  windMph: 8,
  windDirectionDeg: 180,
  visibilityMi: 10,
  conditions: 'Unknown',
} as const;

export const UNIT_FACTORS = {
  kmhToMph: 0.621371,
  msToMph: 2.237,
  metresPerMile: 1609.34,
} as const;

export const NWS_STATIONS = [
  { id: 'KMSP', name: 'MSP Airport', lat: 44.88306, lng: -93.22889, county: 'Hennepin' },
  { id: 'KSTP', name: 'Saint Paul Downtown', lat: 44.93237, lng: -93.05588, county: 'Ramsey' },
  { id: 'KFCM', name: 'Flying Cloud Airport', lat: 44.83217, lng: -93.47051, county: 'Hennepin' },
  { id: 'KANE', name: 'Anoka County', lat: 45.14258, lng: -93.21272, county: 'Anoka' },
  { id: 'KMIC', name: 'Crystal Airport', lat: 45.0625, lng: -93.35083, county: 'Hennepin' },
] as const;

export const METRO_COUNTIES = [
  'Hennepin',
  'Ramsey',
  'Dakota',
  'Anoka',
  'Washington',
  'Scott',
  'Carver',
] as const;

/** WCAG 2.x AA contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** A city host that has not resolved its domain by then shows Domain Not Found (ms). */
export const DOMAIN_RESOLVE_TIMEOUT_MS = 15_000;
export const APP_NAME = 'Twin Cities Live';

/** Metro map page (issue #3). */
/** Zoom a place picked in the location search is shown at (at least). */
export const MAP_FOCUS_ZOOM = 2;
/** Initial zoom of the map in local-domain mode, centred on the domain (shows ~25 km around it). */
export const LOCAL_MAP_INITIAL_ZOOM = 1.5;
/** Degrees between local news items without coordinates, spread in a ring around the map centre. */
export const UNLOCATED_NEWS_SPREAD_DEG = 0.006;
export const PLACE_SEARCH_LIMIT = 8;
export const NEARBY_CAMERA_COUNT = 3;
export const NEARBY_NEWS_COUNT = 3;
export const METRO_WEATHER_CARDS = NWS_STATIONS.length;
