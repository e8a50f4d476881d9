import { t, tp } from '@/i18n/translate';
import { capitalise } from '@/domain/display-text';
import {
  overallStatus,
  serviceStates,
  type OverallStatus,
  type ServiceDisplayState,
  type ServiceState,
  type SystemStatus,
} from '@/domain/system-status';

export interface ServiceLine extends ServiceState {
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

const serviceLabel = (state: ServiceDisplayState): string =>
  ({
    operational: () => t('app.status.system.connected'),
    down: () => t('app.status.system.disconnected'),
    unknown: () => t('app.status.system.notReported'),
  })[state]();

/** The overall line: the server's word in ours, else its own word, else what the counts say. */
function overallLabel(overall: OverallStatus): string {
  if (typeof overall === 'object') return capitalise(overall.own);
  return {
    operational: () => t('app.status.system.allOperational'),
    degraded: () => t('app.status.system.degraded'),
    down: () => t('app.status.system.unavailable'),
    'none-reported': () => t('app.status.system.noneReported'),
  }[overall]();
}

export function summariseSystemStatus(status: SystemStatus): SystemSummary {
  return {
    countLabel: tp('app.status.system.count', status.totalCount, {
      working: status.workingCount,
    }),
    statusLabel: overallLabel(overallStatus(status)),
    services: serviceStates(status).map((service) => ({
      ...service,
      label: serviceLabel(service.state),
    })),
  };
}
