import { useState } from 'react';
import { announcement } from '@/words/weather-alert-text';
import { alertsToAnnounce, type WeatherAlert } from '@/domain/weather-alerts';
import { useLiveUpdates } from '@/hooks/use-live-updates';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

interface Announcer {
  seen: readonly WeatherAlert[] | undefined;
  /** Ids already in force or already announced; null before the first answer. */
  announced: ReadonlySet<string> | null;
  message: string;
}

/**
 * What the polite live region says: a new Extreme or Severe alert that arrives while the page is
 * open, once per alert id. Those already in force when the page opened are on screen, not news;
 * those that arrive while live updates are paused are never announced (WCAG 2.2.2). `checkedAt`
 * (ms) is when the answer came, the now its end's words are seen from.
 */
export function useAlertAnnouncer(
  alerts: readonly WeatherAlert[] | undefined,
  checkedAt: number,
): string {
  const { tp } = useT();
  const { paused } = useLiveUpdates();
  const [state, setState] = useState<Announcer>({ seen: undefined, announced: null, message: '' });
  if (alerts !== state.seen) {
    let { announced, message } = state;
    if (alerts && announced === null) {
      announced = new Set(alerts.map((alert) => alert.id));
    } else if (alerts && announced) {
      const fresh = alertsToAnnounce(alerts, announced);
      if (fresh.length > 0) {
        announced = new Set([...announced, ...fresh.map((alert) => alert.id)]);
        if (!paused) {
          const alert = announcement(fresh[0]!, checkedAt);
          message =
            fresh.length > 1 ? tp('weather.announce.withMore', fresh.length - 1, { alert }) : alert;
        }
      }
    }
    setState({ seen: alerts, announced, message });
  }
  return state.message;
}
