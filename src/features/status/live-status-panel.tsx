import { useId } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import { cn } from '@/lib/cn';
import { SystemStatusPart } from './system-status-part';
import { TransitPart } from './transit-part';
import { WeatherPart } from './weather-part';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/** System Status, Weather and Transit side by side; each part fails on its own. */
export function LiveStatusPanel({ className }: { className?: string }) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('mx-auto w-full max-w-7xl px-4', className)}>
      <h2 id={headingId} className="mb-3 text-xl font-bold text-slate-900">
        {t('app.status.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <PanelBoundary name={t('app.status.system.title')}>
          <SystemStatusPart />
        </PanelBoundary>
        <PanelBoundary name={t('app.status.weather.title')}>
          <WeatherPart />
        </PanelBoundary>
        <div className="min-w-0 md:col-span-2 lg:col-span-1">
          <PanelBoundary name={t('app.status.transit.title')}>
            <TransitPart />
          </PanelBoundary>
        </div>
      </div>
    </section>
  );
}
