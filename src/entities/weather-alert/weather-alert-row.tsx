import { Suspense, type ReactNode } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import { Trans } from '@/components/trans';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
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
  const { t } = useT();
  const { alerts, failed, checkedAt, pending } = useActiveAlerts(county);
  const message = useAlertAnnouncer(alerts, checkedAt);
  const look = ALERT_TONES[tone];
  // One child in the flex row: as several, each is laid out on its own and the space between them
  // goes ("Weather alert:Winter Storm Warning").
  const quiet = (text: ReactNode) => (
    <p className={cn('flex h-full items-center px-4 text-sm', look.quiet)}>
      <span>{text}</span>
    </p>
  );
  return (
    <>
      {pending && !failed ? (
        quiet(t('app.alertRow.checking'))
      ) : alerts && alerts.length === 0 && !failed ? (
        quiet(
          county ? t('weather.alert.noneForCounty', { county }) : t('weather.alert.noneForMetro'),
        )
      ) : (
        <PanelBoundary name={t('app.alertRow.region')}>
          <Suspense
            fallback={quiet(
              alerts?.[0] ? (
                <Trans
                  text={t('weather.alert.loadingOne')}
                  parts={{ event: <span lang="en">{alerts[0].event}</span> }}
                />
              ) : (
                ''
              ),
            )}
          >
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
