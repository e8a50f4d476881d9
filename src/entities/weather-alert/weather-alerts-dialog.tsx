import { Dialog } from '@/components/ui/dialog';
import {
  alertTimeLabel,
  certaintyLabel,
  countiesLabel,
  paragraphs,
  SEVERITY_LABEL,
  urgencyLabel,
} from '@/words/weather-alert-text';
import type { WeatherAlert } from '@/domain/weather-alerts';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { cn } from '@/lib/cn';
import { SEVERITY_BADGE } from './alert-tones';

function Text({ text }: { text: string }) {
  return paragraphs(text).map((paragraph, index) => (
    <p key={index} lang="en" className="text-sm leading-relaxed text-slate-800">
      {paragraph}
    </p>
  ));
}

function capFact(
  label: string,
  value: string,
  words: (value: string) => string | null,
): [string, string, boolean] {
  const translated = words(value);
  return translated === null ? [label, value, true] : [label, translated, false];
}

function AlertArticle({ alert }: { alert: WeatherAlert }) {
  const { t } = useT();
  // [label, value, whether the value is NWS's own words (shown in English, as sent)]
  const facts: [string, string, boolean][] = [
    [t('weather.alertsDialog.issued'), alertTimeLabel(alert.sent), false],
    [t('weather.alertsDialog.effective'), alertTimeLabel(alert.effective), false],
    [t('weather.alertsDialog.begins'), alertTimeLabel(alert.onset), false],
    [
      t('weather.alertsDialog.ends'),
      alertTimeLabel(alert.ends) || alertTimeLabel(alert.expires),
      false,
    ],
    [t('weather.alertsDialog.severity'), SEVERITY_LABEL[alert.severity], false],
    // CAP's values in the visitor's words; a value CAP does not define is shown as sent.
    capFact(t('weather.alertsDialog.certainty'), alert.certainty, certaintyLabel),
    capFact(t('weather.alertsDialog.urgency'), alert.urgency, urgencyLabel),
    [t('weather.alertsDialog.counties'), countiesLabel(alert.counties), false],
    [t('weather.alertsDialog.from'), alert.sender, true],
  ];
  return (
    <article
      aria-labelledby={`alert-${alert.id}`}
      className="space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-bold tracking-wide uppercase',
            SEVERITY_BADGE[alert.severity],
          )}
        >
          {SEVERITY_LABEL[alert.severity]}
        </span>
        <h3 id={`alert-${alert.id}`} lang="en" className="text-base font-semibold text-slate-900">
          {alert.event}
        </h3>
      </div>
      {alert.headline ? (
        <p lang="en" className="text-sm font-medium text-slate-900">
          {alert.headline}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts
          .filter(([, value]) => value)
          .map(([label, value, fromFeed]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd lang={fromFeed ? 'en' : undefined} className="font-medium text-slate-900">
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {alert.description ? (
        <div role="group" aria-label={t('weather.alertsDialog.whatToExpect')} className="space-y-2">
          <Text text={alert.description} />
        </div>
      ) : null}
      {alert.instruction ? (
        <div
          role="group"
          aria-label={t('weather.alertsDialog.whatToDo')}
          className="space-y-2 rounded-md bg-amber-50 p-3"
        >
          <Text text={alert.instruction} />
        </div>
      ) : null}
    </article>
  );
}

/** Every active alert in full: what, where, when, how sure, and what to do. */
export function WeatherAlertsDialog({
  alerts,
  stale,
  onClose,
}: {
  alerts: WeatherAlert[];
  /** The last check failed: these are the last good check's alerts. */
  stale: boolean;
  onClose: () => void;
}) {
  const { t, tp } = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        alerts.length === 1
          ? t('weather.alertsDialog.titleOne')
          : tp('weather.alertsDialog.title', alerts.length)
      }
      description={stale ? t('weather.alertsDialog.sourceStale') : t('weather.alertsDialog.source')}
    >
      <div className="space-y-4">
        {alerts.map((alert) => (
          <AlertArticle key={alert.id} alert={alert} />
        ))}
      </div>
    </Dialog>
  );
}
