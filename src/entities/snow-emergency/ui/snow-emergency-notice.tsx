import CloudSnowIcon from 'lucide-react/icons/cloud-snow';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { Suspense, useId, useRef, useState } from 'react';
import { Trans } from '@/components/trans';
import { useT } from '@/state/translator';
import '@/i18n/english-snow';
import { cn } from '@/lib/cn';
import { lazyChunk } from '@/lib/load-chunk';
import type { SnowSchedule, SnowState } from '../model';
import type { SnowEmergency } from '../parse';
import { centralWhen, stateLines, titleTemplate } from './snow-text';
import { SNOW_TONES, type SnowTone } from './snow-tones';

const SnowRulesDialog = lazyChunk(() =>
  import('./snow-rules-dialog').then((module) => module.SnowRulesDialog),
);

interface SnowEmergencyNoticeProps {
  item: SnowEmergency;
  schedule: SnowSchedule;
  state: SnowState;
  now: number;
  /** The last check failed or the browser is offline: the declaration is the last known one. */
  stale: boolean;
  tone: SnowTone;
}

/**
 * One city's notice: "Minneapolis Snow Emergency", the phase in force ("Day 2") and what it means
 * in one line, when the next phase begins or the rules end, the city's rules (a new tab) and, for
 * the cities whose phases we know, a dialog with all of them.
 */
export function SnowEmergencyNotice({
  item,
  schedule,
  state,
  now,
  stale,
  tone,
}: SnowEmergencyNoticeProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const titleId = useId();
  const lines = stateLines(t, state, new Date(now));
  if (!lines) return null;
  const look = SNOW_TONES[tone];
  const city = <span lang="en">{item.city}</span>;
  const action = cn(
    'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
    look.action,
  );
  return (
    <article
      aria-labelledby={titleId}
      data-snow-city={item.city}
      className={cn('px-4 py-3', look.notice)}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex items-start gap-2 leading-snug">
            <CloudSnowIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {/* The icon keeps to the first line when the title wraps (Spanish, on a phone). */}
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <strong id={titleId} className="font-bold">
                <Trans text={titleTemplate(t, schedule.rules)} parts={{ city }} />
              </strong>
              {lines.badge ? (
                <span
                  data-snow-phase
                  className={cn('rounded-full px-2 py-0.5 text-xs font-bold', look.badge)}
                >
                  {lines.badge}
                </span>
              ) : null}
            </span>
          </p>
          <p className="mt-1 text-sm leading-snug">{lines.meaning}</p>
          {lines.next ? (
            <p data-snow-next className="mt-0.5 text-sm leading-snug font-semibold">
              {lines.next}
            </p>
          ) : null}
          {stale ? (
            <p className={cn('mt-0.5 text-sm leading-snug', look.quiet)}>
              {t('snow.declaredWhen', { when: centralWhen(t, schedule.declaredAt) })}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {schedule.phases.length > 0 ? (
            <button
              ref={button}
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
              className={action}
            >
              {t('snow.allPhases')}
            </button>
          ) : null}
          {item.rulesUrl ? (
            <a href={item.rulesUrl} target="_blank" rel="noopener noreferrer" className={action}>
              {t('snow.rulesLink')}
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
              <span className="sr-only"> {t('snow.opensInNewTab')}</span>
            </a>
          ) : null}
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <SnowRulesDialog
            item={item}
            schedule={schedule}
            state={state}
            onClose={() => {
              setOpen(false);
              // After Radix's own focus handling on close: the button gets the focus back.
              setTimeout(() => button.current?.focus(), 0);
            }}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
