import { Suspense } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import { lazyChunk } from '@/lib/load-chunk';
import { cn } from '@/lib/cn';
import { ALERT_TONES, type AlertTone } from './alert-row-tones';
import { useActiveAlerts } from '@/entities/weather-alert/use-active-alerts';
import { useAlertAnnouncer } from './use-alert-announcer';

// The banner and its dialog load only when there is something to show: an alert, or a failure.
const WeatherAlertBanner = lazyChunk(() =>
  import('./weather-alert-banner').then((module) => module.WeatherAlertBanner),
);

/**
 * What the alert row says once the alert rules have loaded (after the first paint): "Checking…",
 * "No weather alerts…", the alerts' banner, or "Couldn't check for weather alerts". Its absence
 * of alerts is said in words, never left to a missing banner.
 */
export function WeatherAlertRow({ county, tone }: { county: string | null; tone: AlertTone }) {
  const { alerts, failed, checkedAt, pending } = useActiveAlerts(county);
  const message = useAlertAnnouncer(alerts);
  const look = ALERT_TONES[tone];
  const where = county ? `${county} County` : 'the Twin Cities';
  const quiet = (text: string) => (
    <p className={cn('flex h-full items-center px-4 text-sm', look.quiet)}>{text}</p>
  );
  return (
    <>
      {pending && !failed ? (
        quiet('Checking for weather alerts…')
      ) : alerts && alerts.length === 0 && !failed ? (
        quiet(`No weather alerts for ${where}`)
      ) : (
        <PanelBoundary name="Weather alerts">
          <Suspense fallback={quiet(alerts?.[0] ? `Weather alert: ${alerts[0].event}` : '')}>
            <WeatherAlertBanner
              alerts={alerts ?? []}
              failed={failed}
              checkedAt={checkedAt}
              tone={tone}
            />
          </Suspense>
        </PanelBoundary>
      )}
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    </>
  );
}
