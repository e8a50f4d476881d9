import { useSyncExternalStore } from 'react';
import { useCameras } from '@/entities/camera/feed';
import { useNews } from '@/entities/news/feed';
import { useServerWeather } from '@/api/feeds/server-weather';
import { lastUpdated } from '@/domain/compact-view';
import { useTimeDerived } from '@/hooks/use-now';
import { dayOf, timeOnDay } from '@/words/time-on-day';
import { Trans } from '@/components/trans';
import { useT } from '@/state/translator';
import { cn } from '@/lib/cn';

// Its own copy of hooks/use-online: importing that hook here made Rolldown split the app's data
// layer out of the entry into two shared chunks, and Lighthouse's phone LCP rose by ~150 ms.
function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

function LiveBadge({ live }: { live: boolean }) {
  const { t } = useT();
  return (
    <span
      className={cn(
        'inline-flex h-5 shrink-0 items-center gap-1 rounded px-1.5 text-xs font-bold',
        live ? 'bg-red-600 text-white' : 'bg-slate-700 text-slate-100',
      )}
    >
      <span aria-hidden="true" className="relative flex size-2">
        {live ? (
          <span className="absolute inline-flex size-full rounded-full bg-white opacity-75 motion-safe:animate-ping" />
        ) : null}
        <span className="relative inline-flex size-2 rounded-full bg-white" />
      </span>
      {live ? t('phone.status.live') : t('phone.status.offline')}
    </span>
  );
}

/**
 * The app's name, and under it the badge and the "Updated …" time. It alone subscribes to the
 * feeds, so a feed's arrival redraws these lines and the panels that show that feed, never the
 * whole view.
 */
export function LiveFeedsStatus() {
  const { t } = useT();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const cameras = useCameras();
  const news = useNews();
  const weather = useServerWeather();
  const updatedAt = lastUpdated([cameras.updatedAt, news.updatedAt, weather.updatedAt]);
  const allFailed = Boolean(cameras.failure && news.failure && weather.failure);
  // Data kept from another day (offline, or every refresh failing) names its day: "As of 11:55 PM"
  // read the next morning would pass for today's.
  const today = useTimeDerived(60_000, dayOf);
  return (
    // The badge heads the "Updated" line, not the row: the row's width is for the app's name and
    // three 44 px controls (Language, pause, Refresh).
    <div className="min-w-[8.75rem] flex-1">
      <h1 className="truncate text-base leading-tight font-semibold text-white">
        {t('title.app')}
      </h1>
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-300">
        <LiveBadge live={online && !allFailed} />
        <span>
          {updatedAt ? (
            // Offline, the badge beside it says so; the time is that of the data kept.
            <Trans
              text={online ? t('phone.status.updated') : t('phone.status.asOf')}
              parts={{
                time: (
                  // One piece: a language's longer words wrap the line before the time, not in it.
                  <time dateTime={new Date(updatedAt).toISOString()} className="whitespace-nowrap">
                    {timeOnDay(updatedAt, today)}
                  </time>
                ),
              }}
            />
          ) : allFailed ? (
            t('phone.status.unavailable')
          ) : (
            t('phone.status.connecting')
          )}
        </span>
      </p>
    </div>
  );
}
