import { CloudSunIcon, NewspaperIcon, VideoIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { newsQuery, trafficCamsQuery } from '@/api/queries';
import { useWeatherStations, useWeatherStationsUpdatedAt } from '@/api/use-weather-stations';
import { FeedFreshness } from '@/components/feed-freshness';
import { REFRESH_MS } from '@/domain/constants';
import { liveStats, liveSummary } from '@/domain/live-stats';
import type { MapItems } from '@/domain/map-items';
import type { MapLayers } from '@/domain/map-url-state';

export type FeedState = 'pending' | 'error' | 'success';

export interface LiveFeeds {
  cameras: { status: FeedState; updatedAt: number };
  news: { status: FeedState; updatedAt: number };
  weather: { loading: boolean; updatedAt: number };
}

function Stat({
  icon,
  label,
  value,
  detail,
  hidden,
  freshness,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail: ReactNode;
  hidden: boolean;
  freshness: ReactNode;
}) {
  return (
    <div className="py-3 pl-8">
      <dt className="relative text-sm text-slate-700">
        <span aria-hidden="true" className="absolute top-0.5 -left-8 text-blue-700">
          {icon}
        </span>
        {label}
        {hidden ? <span className="ml-1 text-slate-600">(hidden on map)</span> : null}
      </dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-sm text-slate-700">{detail}</dd>
      <dd>{freshness}</dd>
    </div>
  );
}

const READ_ONLY_FEED = { refetchInterval: false, refetchOnReconnect: false } as const;

/** Each feed's state and last success; read-only observers (the map polls these feeds). */
function useLiveFeeds(): LiveFeeds {
  const cameras = useQuery({ ...trafficCamsQuery(), ...READ_ONLY_FEED });
  const news = useQuery({ ...newsQuery(), ...READ_ONLY_FEED });
  const weather = useWeatherStations();
  const weatherUpdatedAt = useWeatherStationsUpdatedAt();
  return {
    cameras: { status: cameras.status, updatedAt: cameras.dataUpdatedAt },
    news: { status: news.status, updatedAt: news.dataUpdatedAt },
    weather: { loading: weather.isLoading, updatedAt: weatherUpdatedAt },
  };
}

/** Live counts of what the map draws, with each feed's last update. */
export function LiveDataPanel({ items, layers }: { items: MapItems; layers: MapLayers }) {
  const headingId = useId();
  const feeds = useLiveFeeds();
  const stats = liveStats(items);
  const camerasValue =
    feeds.cameras.status === 'pending'
      ? '…'
      : feeds.cameras.status === 'error' && !stats.cameras
        ? '—'
        : stats.cameras;
  const newsValue =
    feeds.news.status === 'pending'
      ? '…'
      : feeds.news.status === 'error' && !stats.news
        ? '—'
        : stats.news;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Live Twin Cities Data
      </h2>
      <p aria-live="polite" className="sr-only">
        {feeds.cameras.status === 'pending' || feeds.news.status === 'pending'
          ? ''
          : liveSummary(stats)}
      </p>
      <dl className="divide-y divide-slate-100">
        <Stat
          icon={<VideoIcon className="size-5" />}
          label="Traffic cameras on the map"
          value={camerasValue}
          hidden={!layers.cameras}
          detail={
            feeds.cameras.status === 'error' && !stats.cameras
              ? 'Traffic camera data is unavailable right now.'
              : `${stats.activeCameras} active · ${stats.cameras - stats.activeCameras} not active`
          }
          freshness={
            <FeedFreshness
              updatedAt={feeds.cameras.updatedAt}
              intervalMs={REFRESH_MS.trafficCams}
              failed={feeds.cameras.status === 'error'}
            />
          }
        />
        <Stat
          icon={<CloudSunIcon className="size-5" />}
          label="Weather stations"
          value={stats.stations}
          hidden={!layers.weather}
          detail={
            stats.averageTemperatureF === null
              ? feeds.weather.loading
                ? 'Loading readings…'
                : 'No current readings'
              : `Average ${stats.averageTemperatureF} °F`
          }
          freshness={
            <FeedFreshness updatedAt={feeds.weather.updatedAt} intervalMs={REFRESH_MS.nwsStation} />
          }
        />
        <Stat
          icon={<NewspaperIcon className="size-5" />}
          label="News stories on the map"
          value={newsValue}
          hidden={!layers.news}
          detail={
            feeds.news.status === 'error' && !stats.news
              ? 'News is unavailable right now.'
              : `${stats.highImpactNews} high impact`
          }
          freshness={
            <FeedFreshness
              updatedAt={feeds.news.updatedAt}
              intervalMs={REFRESH_MS.news}
              failed={feeds.news.status === 'error'}
            />
          }
        />
      </dl>
    </section>
  );
}
