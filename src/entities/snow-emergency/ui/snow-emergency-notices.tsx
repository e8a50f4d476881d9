import { useMemo } from 'react';
import { dayOf, timeOnDay } from '@/words/time-on-day';
import { useTimeDerived } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';
import { useT } from '@/state/translator';
import '@/i18n/english-snow';
import { cn } from '@/lib/cn';
import { isAbsent, useSnowEmergencies } from '../feed';
import {
  nextBoundary,
  sameCity,
  snowSchedule,
  snowStateAt,
  stateKey,
  type SnowSchedule,
} from '../model';
import type { SnowEmergency } from '../parse';
import { SnowEmergencyNotice } from './snow-emergency-notice';
import { announcementOf, titleText } from './snow-text';
import { SNOW_TONES, type SnowTone } from './snow-tones';
import { useBoundaryNow } from './use-boundary-now';
import { useSnowAnnouncer } from './use-snow-announcer';

interface Declared {
  item: SnowEmergency;
  schedule: SnowSchedule;
}

function declaredFor(items: readonly SnowEmergency[], city: string | null): Declared[] {
  return items
    .filter((item) => item.status === 'declared' && (city === null || sameCity(item.city, city)))
    .map((item) => ({
      item,
      schedule: snowSchedule(
        item.city,
        new Date(item.declaredAt),
        item.endsAt ? new Date(item.endsAt) : null,
      ),
    }));
}

/**
 * The snow emergencies in force for a city (or any city, on the metro page and the phone), from
 * the last good answer, each changing by itself at its next boundary. A failed check says so, with
 * the last-known declarations and their times; a backend without the call (404) shows nothing.
 */
export function SnowEmergencyNotices({ city, tone }: { city: string | null; tone: SnowTone }) {
  const { t } = useT();
  const feed = useSnowEmergencies();
  const online = useOnline();
  const absent = isAbsent(feed.failure);
  const data = feed.data;
  const declared = useMemo(() => declaredFor(data ?? [], city), [data, city]);
  const now = useBoundaryNow((at) => {
    const moments = declared
      .map(({ schedule }) => nextBoundary(schedule, new Date(at))?.getTime())
      .filter((moment): moment is number => moment !== undefined);
    return moments.length ? Math.min(...moments) : null;
  });
  const shown = declared
    .map((entry) => ({ ...entry, state: snowStateAt(entry.schedule, new Date(now)) }))
    .filter(({ state }) => state.kind !== 'none');
  const message = useSnowAnnouncer(
    data && !absent
      ? shown.map(({ item, schedule, state }) => ({
          id: item.id,
          key: stateKey(state),
          message: announcementOf(t, titleText(t, schedule.rules, item.city), state, new Date(now)),
        }))
      : undefined,
  );
  // The device's day, as `updatedAt` is the device's time (`now` above is the server's).
  const today = useTimeDerived(60_000, dayOf);
  if (absent) return null;
  const failed = feed.failure !== null || !online;
  const look = SNOW_TONES[tone];
  const showFailure = failed && !feed.pending;
  return (
    <>
      {shown.length > 0 || showFailure ? (
        <section aria-label={t('snow.region')}>
          {shown.map(({ item, schedule, state }) => (
            <SnowEmergencyNotice
              key={item.id}
              item={item}
              schedule={schedule}
              state={state}
              now={now}
              stale={failed}
              tone={tone}
            />
          ))}
          {showFailure ? (
            <p role="status" className={cn('px-4 py-2 text-sm', look.failed)}>
              {feed.updatedAt > 0
                ? t('snow.failedWhen', { time: timeOnDay(feed.updatedAt, today) })
                : t('snow.failed')}
            </p>
          ) : null}
        </section>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    </>
  );
}
