import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/state/translator';
import '@/i18n/english-snow';
import { cn } from '@/lib/cn';
import type { SnowSchedule, SnowState } from '../model';
import type { SnowEmergency } from '../parse';
import { centralWhen, phaseName, phaseRules, titleText } from './snow-text';

interface SnowRulesDialogProps {
  item: SnowEmergency;
  schedule: SnowSchedule;
  state: SnowState;
  onClose: () => void;
}

/** Every phase of a declaration: its times (Central) and its rules in the city's own wording. */
export function SnowRulesDialog({ item, schedule, state, onClose }: SnowRulesDialogProps) {
  const { t } = useT();
  const current = state.kind === 'phase' ? state.phase.code : null;
  const title = titleText(t, schedule.rules, item.city);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('snow.dialog.title', { title })}
      description={t('snow.declaredWhen', { when: centralWhen(t, schedule.declaredAt) })}
    >
      <ol className="space-y-3">
        {schedule.phases.map((phase) => {
          const now = phase.code === current;
          const span =
            phase.code === 'stp-day' && !item.endsAt
              ? t('snow.dialog.spanUntilPlowed', {
                  start: centralWhen(t, phase.start),
                  end: centralWhen(t, phase.end),
                })
              : t('snow.dialog.span', {
                  start: centralWhen(t, phase.start),
                  end: centralWhen(t, phase.end),
                });
          return (
            <li
              key={phase.code}
              aria-current={now ? 'step' : undefined}
              className={cn(
                'rounded-lg border p-3',
                now ? 'border-blue-800 bg-blue-50' : 'border-slate-200',
              )}
            >
              <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                {phaseName(t, phase.code)}
                {now ? (
                  <span className="rounded-full bg-blue-800 px-2 py-0.5 text-xs font-bold text-white">
                    {t('snow.dialog.now')}
                  </span>
                ) : null}
              </h3>
              <p className="text-sm font-semibold text-slate-700">{span}</p>
              <p className="mt-1 text-sm">{phaseRules(t, phase.code)}</p>
            </li>
          );
        })}
      </ol>
      {schedule.rules === 'saint-paul' ? (
        <p className="mt-3 text-sm">{t('snow.rules.stp-all')}</p>
      ) : null}
      {item.rulesUrl ? (
        <a
          href={item.rulesUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-blue-800 underline"
        >
          {t('snow.rulesLink')}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          <span className="sr-only"> {t('snow.opensInNewTab')}</span>
        </a>
      ) : null}
    </Dialog>
  );
}
