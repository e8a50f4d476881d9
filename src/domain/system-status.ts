import type { ServiceState, SystemStatus } from './types';

/** The three upstream systems the live panel always reports on, even when the feed omits one. */
export const EXPECTED_SERVICES = [
  { id: 'nws', name: 'NWS', aliases: ['nws', 'national weather service', 'weather'] },
  { id: 'metro-transit', name: 'Metro Transit', aliases: ['metro transit', 'metro-transit'] },
  { id: 'mndot-gis', name: 'MnDOT GIS', aliases: ['mndot gis', 'mndot-gis', 'mndot'] },
] as const;

export type ServiceDisplayState = ServiceState | 'unknown';

export interface ServiceLine {
  id: string;
  name: string;
  state: ServiceDisplayState;
  /** Connectivity as words, so it never relies on colour. */
  label: string;
}

export interface SystemSummary {
  working: number;
  total: number;
  /** "3/3 systems operational". */
  countLabel: string;
  /** The overall status in words. */
  statusLabel: string;
  services: ServiceLine[];
}

const SERVICE_LABELS: Record<ServiceDisplayState, string> = {
  operational: 'Connected',
  degraded: 'Degraded',
  down: 'Disconnected',
  unknown: 'Not reported',
};

const OVERALL_LABELS: Record<ServiceState, string> = {
  operational: 'All systems operational',
  degraded: 'Some systems degraded',
  down: 'Systems unavailable',
};

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * The feed's services plus any expected one it left out (as "Not reported"); `working` counts the
 * operational ones among them.
 */
export function summariseSystemStatus(status: SystemStatus): SystemSummary {
  const lines: ServiceLine[] = status.services.map((service) => ({
    id: service.id,
    name: service.name,
    state: service.state,
    label: SERVICE_LABELS[service.state],
  }));
  for (const expected of EXPECTED_SERVICES) {
    const aliases: readonly string[] = expected.aliases;
    const present = status.services.some(
      (service) =>
        aliases.includes(normalise(service.id)) || aliases.includes(normalise(service.name)),
    );
    if (!present)
      lines.push({
        id: expected.id,
        name: expected.name,
        state: 'unknown',
        label: SERVICE_LABELS.unknown,
      });
  }
  const working = lines.filter((line) => line.state === 'operational').length;
  const total = lines.length;
  return {
    working,
    total,
    countLabel: `${working}/${total} systems operational`,
    statusLabel:
      status.services.length === 0 ? 'No systems reported' : OVERALL_LABELS[status.overall],
    services: lines,
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
