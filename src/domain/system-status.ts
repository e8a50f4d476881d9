/** The three upstream systems the server reports on, in the order the panel lists them. */
export const SERVICE_IDS = ['nws', 'metroTransit', 'mndotGIS'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const SERVICE_NAMES: Record<ServiceId, string> = {
  nws: 'NWS',
  metroTransit: 'Metro Transit',
  mndotGIS: 'MnDOT GIS',
};

/** `/api/system-status` as the site reads it. */
export interface SystemStatus {
  workingCount: number;
  totalCount: number;
  /** The server's overall word, lower case ("operational", "degraded"…); '' when it gave none. */
  status: string;
  /** Each service's connectivity; null when the server did not report it. */
  connectivity: Record<ServiceId, boolean | null>;
}

export type ServiceDisplayState = 'operational' | 'down' | 'unknown';

export interface ServiceState {
  id: ServiceId;
  name: string;
  state: ServiceDisplayState;
}

/**
 * The overall state: the server's word when it is one we know, else its own word (`own`, said as
 * sent), else what the counts say.
 */
export type OverallStatus = 'operational' | 'degraded' | 'down' | 'none-reported' | { own: string };

const KNOWN_OVERALL: Readonly<Record<string, OverallStatus>> = {
  operational: 'operational',
  ok: 'operational',
  degraded: 'degraded',
  partial: 'degraded',
  down: 'down',
  outage: 'down',
};

export function overallStatus(status: SystemStatus): OverallStatus {
  const known = Object.hasOwn(KNOWN_OVERALL, status.status) ? KNOWN_OVERALL[status.status] : null;
  if (known) return known;
  if (status.status) return { own: status.status };
  if (status.totalCount === 0) return 'none-reported';
  if (status.workingCount === status.totalCount) return 'operational';
  return status.workingCount === 0 ? 'down' : 'degraded';
}

/** Each service in the panel's order, with its connectivity (`unknown` when not reported). */
export function serviceStates(status: SystemStatus): ServiceState[] {
  return SERVICE_IDS.map((id) => {
    const flag = status.connectivity[id];
    const state: ServiceDisplayState =
      flag === true ? 'operational' : flag === false ? 'down' : 'unknown';
    return { id, name: SERVICE_NAMES[id], state };
  });
}

/** OFFLINE when the browser is offline or the last system-status check failed; LIVE otherwise. */
export function connectionState({
  online,
  lastCheckFailed,
}: {
  online: boolean;
  lastCheckFailed: boolean;
}): 'live' | 'offline' {
  return online && !lastCheckFailed ? 'live' : 'offline';
}
