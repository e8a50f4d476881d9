import { CloudSunIcon, NewspaperIcon, VideoIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { camerasFeed, useCameras } from '@/api/feeds/cameras';
import { newsFeed, useNews } from '@/api/feeds/news';
import { useWeatherStations, weatherStationsFeed } from '@/api/feeds/weather-stations';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { FEED_MESSAGES, temperatureLabel } from '@/domain/labels';
import { liveStats, liveSummary } from '@/domain/live-stats';
import {
  MAP_KIND_LIST,
  MAP_KINDS,
  type MapItems,
  type MapKind,
  type MapLayers,
} from '@/domain/map-kinds';
import { t, tp } from '@/i18n/translate';

interface StatProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail: ReactNode;
  hidden: boolean;
  freshness: ReactNode;
}

function Stat({ icon, label, value, detail, hidden, freshness }: StatProps) {
  return (
    <div className="py-3 pl-8">
      <dt className="relative text-sm text-slate-700">
        <span aria-hidden="true" className="absolute top-0.5 -left-8 text-blue-700">
          {icon}
        </span>
        {label}
        {hidden ? <span className="ml-1 text-slate-600">{t('map.live.hidden')}</span> : null}
      </dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-sm text-slate-700">{detail}</dd>
      <dd>{freshness}</dd>
    </div>
  );
}

/** 'pending' before the first answer, 'error' when the feed failed with no data, else 'ready'. */
function state(feed: { pending: boolean; failure: Error | null; data: unknown }) {
  if (feed.pending) return 'pending';
  return feed.failure && feed.data === undefined ? 'error' : 'ready';
}

/** Live counts of what the map draws, with each feed's last update. */
export function LiveDataPanel({ items, layers }: { items: MapItems; layers: MapLayers }) {
  const headingId = useId();
  // Each feed's state, not its update time: each freshness line reads that itself, so a refresh
  // that brings the same data re-renders those lines, not the panel.
  const cameraFeed = useCameras();
  const news = useNews();
  const feeds = {
    cameras: state(cameraFeed),
    news: state(news),
    weatherLoading: useWeatherStations().pending,
  };
  const stats = liveStats(items);
  const camerasValue =
    feeds.cameras === 'pending'
      ? '…'
      : feeds.cameras === 'error' && !stats.cameras
        ? '—'
        : stats.cameras;
  const newsValue =
    feeds.news === 'pending' ? '…' : feeds.news === 'error' && !stats.news ? '—' : stats.news;
  // One row per map kind, in the map's order.
  const rows: Record<MapKind, Omit<StatProps, 'hidden'>> = {
    camera: {
      icon: <VideoIcon className="size-5" />,
      label: t('map.live.cameras'),
      value: camerasValue,
      detail:
        feeds.cameras === 'error' && !stats.cameras
          ? FEED_MESSAGES.cameras.unavailable
          : t('map.live.cameraStatus', {
              active: stats.activeCameras,
              inactive: stats.cameras - stats.activeCameras,
            }),
      freshness: <FeedFreshnessOf feed={camerasFeed} />,
    },
    weather: {
      icon: <CloudSunIcon className="size-5" />,
      label: t('map.live.stations'),
      value: stats.stations,
      detail:
        stats.averageTemperatureF === null
          ? feeds.weatherLoading
            ? t('map.live.loadingReadings')
            : t('map.live.noReadings')
          : t('map.live.average', { temperature: temperatureLabel(stats.averageTemperatureF) }),
      freshness: <FeedFreshnessOf feed={weatherStationsFeed} />,
    },
    news: {
      icon: <NewspaperIcon className="size-5" />,
      label: t('map.live.news'),
      value: newsValue,
      detail:
        feeds.news === 'error' && !stats.news
          ? FEED_MESSAGES.news.unavailable
          : tp('map.live.highImpact', stats.highImpactNews),
      freshness: <FeedFreshnessOf feed={newsFeed} />,
    },
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('map.live.title')}
      </h2>
      <p aria-live="polite" className="sr-only">
        {feeds.cameras === 'pending' || feeds.news === 'pending' ? '' : liveSummary(stats)}
      </p>
      <dl className="divide-y divide-slate-100">
        {MAP_KIND_LIST.map((kind) => (
          <Stat key={kind} {...rows[kind]} hidden={!layers[MAP_KINDS[kind].layer]} />
        ))}
      </dl>
    </section>
  );
}
