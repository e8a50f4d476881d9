import type { LucideIcon } from 'lucide-react';
import ActivityIcon from 'lucide-react/icons/activity';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleHelpIcon from 'lucide-react/icons/circle-question-mark';
import CircleXIcon from 'lucide-react/icons/circle-x';
import { systemStatusFeed, useSystemStatus } from '@/api/feeds/system-status';
import type { ServiceDisplayState } from '@/domain/system-status';
import { summariseSystemStatus } from '@/words/system-status';
import { cn } from '@/lib/cn';
import { StatusMessage, StatusPart } from './status-part';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

const SERVICE_LOOK: Record<ServiceDisplayState, { icon: LucideIcon; className: string }> = {
  operational: { icon: CircleCheckIcon, className: 'text-green-800' },
  down: { icon: CircleXIcon, className: 'text-red-800' },
  unknown: { icon: CircleHelpIcon, className: 'text-slate-600' },
};

export function SystemStatusPart() {
  const { t } = useT();
  const feed = useSystemStatus();
  const summary = feed.data ? summariseSystemStatus(feed.data) : null;
  return (
    <StatusPart
      title={t('app.status.system.title')}
      icon={ActivityIcon}
      freshness={summary ? systemStatusFeed : undefined}
    >
      {feed.pending ? <StatusMessage>{t('app.status.system.checking')}</StatusMessage> : null}
      {feed.failure ? (
        <StatusMessage tone="error" className={summary ? 'mb-3' : undefined}>
          {t('app.status.system.failed')}
        </StatusMessage>
      ) : null}
      {summary ? (
        <>
          <p className="text-2xl font-bold text-slate-900">{summary.countLabel}</p>
          <p className="mt-1 text-sm text-slate-700">{summary.statusLabel}</p>
          <ul aria-label={t('app.status.system.list')} className="mt-3 space-y-2">
            {summary.services.map((service) => {
              const look = SERVICE_LOOK[service.state];
              const Icon = look.icon;
              return (
                <li
                  key={service.id}
                  className="flex items-center justify-between gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm"
                >
                  <span className="font-medium text-slate-900">{service.name}</span>
                  <span
                    className={cn('inline-flex items-center gap-1.5 font-semibold', look.className)}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {service.label}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </StatusPart>
  );
}
