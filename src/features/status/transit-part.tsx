import type { LucideIcon } from 'lucide-react';
import BusIcon from 'lucide-react/icons/bus';
import InfoIcon from 'lucide-react/icons/info';
import OctagonAlertIcon from 'lucide-react/icons/octagon-exclamation-point';
import TriangleAlertIcon from 'lucide-react/icons/triangle-exclamation-point';
import { transitFeed, useTransit } from '@/api/feeds/transit';
import type { TransitAlert, TransitSeverity } from '@/domain/types';
import { useTimeDerived } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { startLabel } from './start-label';
import { StatusMessage, StatusPart } from './status-part';
import type { TextKey } from '@/i18n/catalogs/en';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { Trans } from '@/components/trans';

/** Each severity has its own words, icon, border and badge, so none relies on colour alone. */
const SEVERITY_LOOK: Record<
  TransitSeverity,
  { label: TextKey; icon: LucideIcon; card: string; badge: string }
> = {
  severe: {
    label: 'app.status.transit.severe',
    icon: OctagonAlertIcon,
    card: 'border-l-4 border-red-600 bg-red-50',
    badge: 'bg-red-700 text-white',
  },
  warning: {
    label: 'app.status.transit.warning',
    icon: TriangleAlertIcon,
    card: 'border-l-4 border-dashed border-amber-500 bg-amber-50',
    badge: 'bg-amber-200 text-amber-950',
  },
  other: {
    label: 'app.status.transit.info',
    icon: InfoIcon,
    card: 'border-l-4 border-dotted border-blue-500 bg-blue-50',
    badge: 'bg-blue-100 text-blue-900',
  },
};

function AlertRow({ alert, now }: { alert: TransitAlert; now: number }) {
  const { t } = useT();
  const look = SEVERITY_LOOK[alert.severity];
  const Icon = look.icon;
  const started = startLabel(t, alert.startTime, now);
  return (
    <li data-severity={alert.severity} className={cn('rounded-md px-3 py-2', look.card)}>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold uppercase',
            look.badge,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {t(look.label)}
        </span>
        {alert.route ? (
          <span className="text-sm font-semibold text-slate-900">
            <Trans
              text={t('app.status.transit.route')}
              parts={{ route: <span lang="en">{alert.route}</span> }}
            />
          </span>
        ) : null}
      </div>
      <p lang="en" className="mt-1 text-sm font-medium text-slate-900">
        {alert.title}
      </p>
      {alert.description ? (
        <p lang="en" className="mt-0.5 line-clamp-2 text-sm text-slate-700">
          {alert.description}
        </p>
      ) : null}
      {started ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans
            text={t('app.status.transit.since')}
            parts={{ time: <time dateTime={alert.startTime}>{started}</time> }}
          />
        </p>
      ) : null}
    </li>
  );
}

export function TransitPart() {
  const { t } = useT();
  const { data, pending, failure } = useTransit();
  // Only to tell "today" from another day: midnight of today, which changes once a day, so the
  // part re-renders then and not at every minute's tick.
  const now = useTimeDerived(60_000, (ms) => new Date(ms).setHours(0, 0, 0, 0));
  return (
    <StatusPart
      title={t('app.status.transit.title')}
      icon={BusIcon}
      freshness={data ? transitFeed : undefined}
    >
      {pending ? <StatusMessage>{t('app.status.transit.loading')}</StatusMessage> : null}
      {failure && !data ? (
        <StatusMessage tone="error">{t('app.status.transit.failed')}</StatusMessage>
      ) : null}
      {data && data.length === 0 ? (
        <StatusMessage>{t('app.status.transit.empty')}</StatusMessage>
      ) : null}
      {data && data.length > 0 ? (
        <ul aria-label={t('app.status.transit.list')} className="space-y-2">
          {data.map((alert) => (
            <AlertRow key={alert.id} alert={alert} now={now} />
          ))}
        </ul>
      ) : null}
    </StatusPart>
  );
}
