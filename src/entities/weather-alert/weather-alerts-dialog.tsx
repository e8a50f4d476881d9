import { Dialog } from '@/components/ui/dialog';
import {
  alertTimeLabel,
  countiesLabel,
  paragraphs,
  SEVERITY_LABEL,
} from '@/domain/weather-alert-text';
import type { WeatherAlert } from '@/domain/weather-alerts';
import { cn } from '@/lib/cn';
import { SEVERITY_BADGE } from './alert-tones';

function Text({ text }: { text: string }) {
  return paragraphs(text).map((paragraph, index) => (
    <p key={index} className="text-sm leading-relaxed text-slate-800">
      {paragraph}
    </p>
  ));
}

function AlertArticle({ alert }: { alert: WeatherAlert }) {
  const facts: [string, string][] = [
    ['Issued', alertTimeLabel(alert.sent)],
    ['Effective', alertTimeLabel(alert.effective)],
    ['Begins', alertTimeLabel(alert.onset)],
    ['Ends', alertTimeLabel(alert.ends) || alertTimeLabel(alert.expires)],
    ['Severity', SEVERITY_LABEL[alert.severity]],
    ['Certainty', alert.certainty],
    ['Urgency', alert.urgency],
    ['Counties', countiesLabel(alert.counties)],
    ['From', alert.sender],
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
        <h3 id={`alert-${alert.id}`} className="text-base font-semibold text-slate-900">
          {alert.event}
        </h3>
      </div>
      {alert.headline ? (
        <p className="text-sm font-medium text-slate-900">{alert.headline}</p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {alert.description ? (
        <section aria-label="What to expect" className="space-y-2">
          <Text text={alert.description} />
        </section>
      ) : null}
      {alert.instruction ? (
        <section aria-label="What to do" className="space-y-2 rounded-md bg-amber-50 p-3">
          <Text text={alert.instruction} />
        </section>
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
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={alerts.length === 1 ? 'Weather alert' : `${alerts.length} weather alerts`}
      description={
        stale
          ? 'From the National Weather Service. The last check failed: these may be out of date.'
          : 'From the National Weather Service.'
      }
    >
      <div className="space-y-4">
        {alerts.map((alert) => (
          <AlertArticle key={alert.id} alert={alert} />
        ))}
      </div>
    </Dialog>
  );
}
