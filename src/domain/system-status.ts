import { t, tp } from '@/i18n/translate';
import { capitalise } from './display-text';

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

export interface ServiceLine {
  id: ServiceId;
  name: string;
  state: ServiceDisplayState;
  /** Connectivity as words, so it never relies on colour. */
  label: string;
}

export interface SystemSummary {
  /** "3/3 systems operational". */
  countLabel: string;
  /** The overall status in words. */
  statusLabel: string;
  services: ServiceLine[];
}

/** Read when a summary is made, so the words are the active language's. */
const serviceLabel = (state: ServiceDisplayState): string =>
  ({
    operational: () => t('app.status.system.connected'),
    down: () => t('app.status.system.disconnected'),
    unknown: () => t('app.status.system.notReported'),
  })[state]();

const allOperational = () => t('app.status.system.allOperational');
const degraded = () => t('app.status.system.degraded');
const unavailable = () => t('app.status.system.unavailable');

const OVERALL_LABELS: Readonly<Record<string, () => string>> = {
  operational: allOperational,
  ok: allOperational,
  degraded,
  partial: degraded,
  down: unavailable,
  outage: unavailable,
};

/** The overall line: the server's word in ours, else its own word, else what the counts say. */
function overallLabel(status: SystemStatus): string {
  const known = Object.hasOwn(OVERALL_LABELS, status.status) ? OVERALL_LABELS[status.status] : null;
  if (known) return known();
  if (status.status) return capitalise(status.status);
  if (status.totalCount === 0) return t('app.status.system.noneReported');
  if (status.workingCount === status.totalCount) return allOperational();
  return status.workingCount === 0 ? unavailable() : degraded();
}

export function summariseSystemStatus(status: SystemStatus): SystemSummary {
  return {
    countLabel: tp('app.status.system.count', status.totalCount, {
      working: status.workingCount,
    }),
    statusLabel: overallLabel(status),
    services: SERVICE_IDS.map((id) => {
      const flag = status.connectivity[id];
      const state: ServiceDisplayState =
        flag === true ? 'operational' : flag === false ? 'down' : 'unknown';
      return { id, name: SERVICE_NAMES[id], state, label: serviceLabel(state) };
    }),
  };
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
