import { useMemo } from 'react';
import { useWeatherAlerts } from './feed';
import { serverNow } from '@/api/server-clock';
import {
  alertsForCounty,
  countyAlertLevels,
  inForce,
  type WeatherAlert,
} from '@/domain/weather-alerts';
import { useTimeDerived } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';

export interface ActiveAlerts {
  /** In force now (for the county, when given), most severe first; undefined before any answer. */
  alerts: WeatherAlert[] | undefined;
  /**
   * The last check failed, or the browser is offline: the alerts, if any, are those of the last good
   * check, and none known is not "no alerts".
   */
  failed: boolean;
  /** When the last good check was read (ms), 0 before any. */
  checkedAt: number;
  pending: boolean;
}

const MINUTE_MS = 60_000;
const NO_ALERTS: WeatherAlert[] = [];

/**
 * The alerts in force for a county (or the whole metro) as of this minute, from the feed's data
 * alone: an alert leaves once its end has passed, even between two checks.
 */
function useAlertsInForce(data: WeatherAlert[] | undefined, county: string | null) {
  // Which alerts are in force, as a string (JSON: an id may hold any character): the reader
  // re-renders when an alert ends, not every minute.
  const inForceIds = useTimeDerived(MINUTE_MS, (now) =>
    data
      ? // An alert's end is on NWS's clock, which the server's keeps better than a device may.
        JSON.stringify(inForce(data, serverNow(now)).map((alert) => alert.id))
      : '[]',
  );
  return useMemo(() => {
    if (!data) return undefined;
    const ids = new Set(JSON.parse(inForceIds) as string[]);
    const active = data.filter((alert) => ids.has(alert.id));
    return alertsForCounty(active.length === data.length ? data : active, county);
  }, [data, inForceIds, county]);
}

/** The alerts in force, with how the last check went (the alert row). */
export function useActiveAlerts(county: string | null = null): ActiveAlerts {
  const feed = useWeatherAlerts();
  const online = useOnline();
  const alerts = useAlertsInForce(feed.data, county);
  return {
    alerts,
    failed: feed.failure !== null || !online,
    checkedAt: feed.updatedAt,
    pending: feed.pending,
  };
}

/**
 * The most severe alert in force per county (the map's tint). It reads the feed's data only, so a
 * check that brings the same alerts re-renders no map.
 */
export function useAlertLevels(county: string | null = null) {
  const alerts = useAlertsInForce(useWeatherAlerts().data, county);
  return useMemo(() => countyAlertLevels(alerts ?? NO_ALERTS), [alerts]);
}
