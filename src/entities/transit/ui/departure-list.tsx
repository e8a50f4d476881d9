import { useQuery } from '@tanstack/react-query';
import { serverNow } from '@/api/server-clock';
import { AgingStatus } from '@/components/aging-status';
import { Badge } from '@/components/ui/badge';
import { timeOfDay } from '@/words/date-format';
import { formatAge } from '@/words/freshness';
import { headingWord } from '@/entities/transit/words';
import type { TransitStation } from '@/domain/types';
import { useNow } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { departuresQuery } from '../departures';
import { byDirection, departuresAhead, LIVE_DEPARTURES_MS, type Departure } from '../model';

function DepartureRow({ departure, live }: { departure: Departure; live: boolean }) {
  const { t } = useT();
  return (
    <li className="flex flex-wrap items-baseline gap-x-2 gap-y-1 py-1">
      <span lang="en" className="min-w-0 flex-1">
        <span className="font-semibold">{departure.routeShortName}</span> {departure.destination}
      </span>
      {live ? (
        <span lang="en" className="font-semibold tabular-nums">
          {departure.text}
        </span>
      ) : (
        // Not live: the clock time it was due, never a count that kept running after the read.
        <span className="font-semibold tabular-nums">{timeOfDay(new Date(departure.time))}</span>
      )}
      {live ? (
        <Badge tone={departure.realTime ? 'green' : 'neutral'}>
          {departure.realTime
            ? t('transit.departures.realtime')
            : t('transit.departures.scheduled')}
        </Badge>
      ) : null}
    </li>
  );
}

/**
 * A station's next departures, both directions, with NexTrip's own time text and, in words,
 * whether each is real-time or scheduled; its alerts. Refreshed every 30 s while shown. A failure
 * keeps the last departures with their age; offline, they are the last known, with their time.
 * Departures that are not live (offline, failed, or kept from an earlier visit and not yet read
 * again) show the clock time they were due, without the ones already gone, and are never marked
 * real-time or scheduled.
 */
export function DepartureList({
  station,
  compact = false,
}: {
  station: TransitStation;
  compact?: boolean;
}) {
  const { t } = useT();
  const query = useQuery(departuresQuery(station));
  const online = useOnline();
  const now = useNow(15_000);
  const answer = query.data;
  const failed = query.isError;
  const readAt = query.dataUpdatedAt;
  // A list kept from an earlier visit is not live either until it is read again.
  const live = online && !failed && now - readAt <= LIVE_DEPARTURES_MS;
  // NexTrip's times are the real time of day: the trains gone are judged on the server's clock.
  const shown = answer
    ? live
      ? answer.departures
      : departuresAhead(answer.departures, serverNow(now))
    : [];
  const groups = byDirection(shown, compact ? 2 : 4);

  return (
    <section aria-labelledby={`departures-${station.id}`} className="grid gap-2">
      <h3 id={`departures-${station.id}`} className="text-sm font-semibold text-slate-900">
        {t('transit.departures.title')}
      </h3>
      {query.isPending ? (
        <p className="text-sm text-slate-600">{t('transit.departures.loading')}</p>
      ) : null}
      {answer && (!online || (!failed && !live)) ? (
        <p role="status" className="text-sm font-medium text-amber-900">
          {t('transit.departures.lastKnown', { time: timeOfDay(new Date(readAt)) })}
        </p>
      ) : failed ? (
        <AgingStatus
          text={
            answer
              ? t('transit.departures.unavailableAge', { age: formatAge(now - readAt) })
              : t('transit.departures.unavailable')
          }
          said={t('transit.departures.unavailable')}
          className="text-sm font-medium text-red-800"
        />
      ) : null}
      {answer?.alerts.length ? (
        <div className="rounded-md bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-300">
          <p className="font-semibold">{t('transit.alerts.title')}</p>
          <ul>
            {answer.alerts.map((alert) => (
              <li key={alert.text}>
                {alert.closed ? <strong>{t('transit.alerts.closed')}: </strong> : null}
                <span lang="en">{alert.text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer && !shown.length ? (
        <p className="text-sm text-slate-600">{t('transit.departures.none')}</p>
      ) : null}
      {groups.length ? (
        <ul aria-label={t('transit.departures.title')} className="grid gap-3">
          {groups.map(({ heading, departures }) => (
            <li key={heading ?? 'other'}>
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {heading ? headingWord(heading) : t('transit.direction.other')}
              </p>
              <ul className="text-sm text-slate-800">
                {departures.map((departure) => (
                  <DepartureRow
                    key={`${departure.routeId}:${departure.tripId}:${departure.time}`}
                    departure={departure}
                    live={live}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {answer?.stopIds.length ? (
        <p className="text-xs text-slate-600">
          {t('transit.stops', { ids: answer.stopIds.join(', ') })}
        </p>
      ) : null}
    </section>
  );
}
