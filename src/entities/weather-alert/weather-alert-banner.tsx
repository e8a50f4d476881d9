import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CloudAlertIcon from 'lucide-react/icons/cloud-exclamation-point';
import TriangleAlertIcon from 'lucide-react/icons/triangle-exclamation-point';
import { Suspense, useRef, useState } from 'react';
import { useTimeDerived } from '@/hooks/use-now';
import { dayOf, timeOnDay } from '@/words/time-on-day';
import { countiesLabel, moreLabel, SEVERITY_LABEL, untilLabel } from '@/words/weather-alert-text';
import type { WeatherAlert } from '@/domain/weather-alerts';
import { cn } from '@/lib/cn';
import { lazyChunk } from '@/lib/load-chunk';
import type { Translate } from '@/i18n/translate';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { ALERT_TONES, type AlertTone } from './alert-row-tones';
import { SEVERITY_BADGE, SEVERITY_LOOK } from './alert-tones';

const WeatherAlertsDialog = lazyChunk(() =>
  import('./weather-alerts-dialog').then((module) => module.WeatherAlertsDialog),
);

interface WeatherAlertBannerProps {
  /** In force, most severe first; may be empty when the check failed. */
  alerts: WeatherAlert[];
  failed: boolean;
  checkedAt: number;
  tone: AlertTone;
}

/**
 * "last checked 3:05 PM" ("last checked Mon 11:55 PM" from another day); null before any check
 * worked (the failure then speaks alone).
 */
const checkedLabel = (t: Translate, checkedAt: number, today: string) =>
  checkedAt > 0 ? t('weather.alert.lastChecked', { time: timeOnDay(checkedAt, today) }) : null;

/**
 * The alerts' row: the most severe alert's event, the counties it covers and until when, in its
 * severity's colour and word, "+N more"; activating it opens every alert. When the check failed it
 * says so, with the time of the last good one (and its alerts, marked as possibly out of date).
 */
export function WeatherAlertBanner({ alerts, failed, checkedAt, tone }: WeatherAlertBannerProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const first = alerts[0];
  const look = ALERT_TONES[tone];
  // Re-rendered at midnight only: the day a check was made on is named once it is another.
  const today = useTimeDerived(60_000, dayOf);
  const checked = checkedLabel(t, checkedAt, today);
  if (!first) {
    return (
      <p
        role="status"
        className={cn(
          'flex h-full flex-col justify-center px-4 text-sm sm:flex-row sm:items-center sm:justify-start sm:gap-2',
          look.failed,
        )}
      >
        <span className="flex items-center gap-2 font-semibold">
          <CloudAlertIcon aria-hidden="true" className="size-4 shrink-0" />
          {t('weather.alert.checkFailed')}
        </span>
        {checked ? <span>{t('weather.alert.checkedInBrackets', { checked })}</span> : null}
      </p>
    );
  }
  const where = countiesLabel(first.counties);
  const until = untilLabel(first, checkedAt);
  const more = moreLabel(alerts.length);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cn(
          'grid h-full w-full grid-cols-[1fr_auto_auto] content-center items-center gap-x-2 px-4 text-left focus-visible:-outline-offset-4 sm:flex sm:gap-3',
          SEVERITY_LOOK[first.severity][tone],
        )}
      >
        {/*
          A phone, a grid of three lines: the severity and "+N more", then the event across the
          row ("Winter Stor…" warns of nothing), then until when and where. Wider: one line. Not a
          two-line event: a late block that large became the page's largest paint (LCP 2.0 → 2.4 s).
        */}
        <span className="contents text-sm leading-snug sm:flex sm:min-w-0 sm:flex-1 sm:items-center sm:gap-1.5">
          <span data-event-line className="contents sm:flex sm:shrink-0 sm:items-center sm:gap-1.5">
            <span
              className={cn(
                'col-start-1 row-start-1 flex w-fit items-center gap-1 rounded-full px-1.5 py-px text-xs font-bold tracking-wide uppercase sm:shrink-0 sm:px-2 sm:py-0.5',
                SEVERITY_BADGE[first.severity],
              )}
            >
              <TriangleAlertIcon aria-hidden="true" className="size-3.5" />
              {SEVERITY_LABEL[first.severity]}
            </span>
            <span lang="en" className="col-span-2 row-start-2 block truncate font-bold">
              {first.event}
            </span>
            {until ? <span className="hidden sm:inline">{until}</span> : null}
          </span>
          <span data-summary-line className="col-span-2 row-start-3 block truncate">
            {failed ? (
              <>
                <span aria-hidden="true" className="hidden sm:inline">
                  ·{' '}
                </span>
                {checked
                  ? t('weather.alert.checkFailedWhen', { checked })
                  : t('weather.alert.checkFailed')}
              </>
            ) : (
              <>
                {until ? <span className="sm:hidden">{until} · </span> : null}
                <span aria-hidden="true" className="hidden sm:inline">
                  ·{' '}
                </span>
                {where}
              </>
            )}
          </span>
        </span>
        {more ? (
          <span className="col-start-2 row-start-1 shrink-0 text-sm font-semibold">{more}</span>
        ) : null}
        <ChevronRightIcon
          aria-hidden="true"
          className="col-start-3 row-span-3 row-start-1 size-4 shrink-0"
        />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <WeatherAlertsDialog
            alerts={alerts}
            stale={failed}
            onClose={() => {
              setOpen(false);
              // After Radix's own focus handling on close: the banner gets the focus back.
              setTimeout(() => button.current?.focus(), 0);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
