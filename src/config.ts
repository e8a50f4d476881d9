/** Every VITE_* setting, read once, typed, with its default. Documented in README.md. */

export interface AppConfig {
  /** Where `/api/*` lives; '' means the same origin. */
  apiBaseUrl: string;
  /** The National Weather Service API. */
  nwsBaseUrl: string;
  /** Metro Transit's NexTrip v2 (or a caching edge before it). */
  nextripBaseUrl: string;
  /** The Iowa Environmental Mesonet, for the NEXRAD radar mosaic (or a caching edge before it). */
  radarBaseUrl: string;
  /** Extra hub host names besides localhost, 127.0.0.1 and [::1]. */
  hubHosts: string[];
  /** Target of "Network Hub" and "All Sites". */
  parentSiteUrl: string;
  /** Serve the demo data with msw's browser worker. */
  enableMocks: boolean;
}

export const DEFAULT_RADAR_BASE_URL = 'https://mesonet.agron.iastate.edu';
export const DEFAULT_NEXTRIP_BASE_URL = 'https://svc.metrotransit.org/nextrip';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function readConfig(env: Record<string, string | boolean | undefined>): AppConfig {
  const text = (key: string) => {
    const value = env[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    apiBaseUrl: trimSlash(text('VITE_API_BASE_URL')),
    nwsBaseUrl: trimSlash(text('VITE_NWS_BASE_URL') || 'https://api.weather.gov'),
    radarBaseUrl: trimSlash(text('VITE_RADAR_BASE_URL') || DEFAULT_RADAR_BASE_URL),
    nextripBaseUrl: trimSlash(text('VITE_NEXTRIP_BASE_URL') || DEFAULT_NEXTRIP_BASE_URL),
    hubHosts: text('VITE_HUB_HOSTS')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    parentSiteUrl: text('VITE_PARENT_SITE_URL') || 'https://twincitieslive.news',
    enableMocks: text('VITE_ENABLE_MOCKS') === 'true',
  };
}

export const config: AppConfig = readConfig(import.meta.env);
