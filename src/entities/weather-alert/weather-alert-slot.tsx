import { Suspense } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { useT } from '@/state/translator';
import { cn } from '@/lib/cn';
import { lazyChunk } from '@/lib/load-chunk';
import { ALERT_TONES, type AlertTone } from './alert-row-tones';

// The alert rules and the feed's reader load after the first paint (the banner later still, and
// only when there is something to show).
const WeatherAlertRow = lazyChunk(() =>
  import('./weather-alert-row').then((module) => module.WeatherAlertRow),
);

interface WeatherAlertSlotProps {
  /** A city page's county: only its alerts. The whole metro when left out. */
  county?: string | null;
  tone?: AlertTone;
  className?: string;
}

/**
 * The top of every page: NWS weather alerts for the metro (or the page's county). The row is
 * there from the first paint at a fixed height, so whatever the check finds never moves the page.
 */
export function WeatherAlertSlot({
  county = null,
  tone = 'light',
  className,
}: WeatherAlertSlotProps) {
  const { t } = useT();
  const painted = useFirstPaintDone();
  const look = ALERT_TONES[tone];
  const checking = (
    <p className={cn('flex h-full items-center px-4 text-sm', look.quiet)}>
      {t('app.alertRow.checking')}
    </p>
  );
  return (
    <section aria-label={t('app.alertRow.region')} className={cn(look.row, className)}>
      {painted ? (
        <PanelBoundary name={t('app.alertRow.region')}>
          <Suspense fallback={checking}>
            <WeatherAlertRow county={county} tone={tone} />
          </Suspense>
        </PanelBoundary>
      ) : (
        checking
      )}
    </section>
  );
}
