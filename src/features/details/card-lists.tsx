import { useId, type ReactNode } from 'react';
import { camerasFeed, useCameras } from '@/api/feeds/cameras';
import { newsFeed, useNews } from '@/api/feeds/news';
import {
  FALLBACK_STATIONS,
  useWeatherStations,
  weatherStationsFeed,
} from '@/api/feeds/weather-stations';
import { Badge } from '@/components/ui/badge';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { CAPS, METRO_WEATHER_CARDS } from '@/domain/constants';
import { impactColour } from '@/domain/impact';
import { FEED_MESSAGES, IMPACT_LABEL } from '@/domain/labels';
import { firstItems, type MapItemRef } from '@/domain/map-items';
import type { Camera, NewsItem, WeatherStation } from '@/domain/types';
import { useTimeDerived } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { CameraImage } from './camera-image';
import {
  CameraStatusText,
  formatHumidity,
  formatTemperature,
  formatWind,
  observedLabel,
  publishedLabel,
} from './detail-parts';
import { FallbackNote } from './fallback-note';

export type OpenCard = (ref: MapItemRef, opener: HTMLElement | null) => void;

function CardRegion({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {note}
      </div>
      {children}
    </section>
  );
}

function Message({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'error';
  children: ReactNode;
}) {
  return (
    <p
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      {children}
    </p>
  );
}

/** A card is one button: its name is the item's title, the rest describes it. */
function CardButton({
  title,
  meta,
  media,
  children,
  onClick,
}: {
  title: ReactNode;
  meta: ReactNode;
  media?: ReactNode;
  children?: ReactNode;
  onClick: (opener: HTMLElement) => void;
}) {
  const titleId = useId();
  const metaId = useId();
  return (
    <button
      type="button"
      aria-labelledby={titleId}
      aria-describedby={metaId}
      onClick={(event) => onClick(event.currentTarget)}
      className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:border-slate-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 motion-reduce:transition-none"
    >
      {media}
      <span className="flex flex-1 flex-col gap-1.5 p-4">
        <span id={titleId} className="text-base leading-snug font-semibold text-slate-900">
          {title}
        </span>
        <span id={metaId} className="text-sm text-slate-700">
          {meta}
        </span>
        {children}
      </span>
    </button>
  );
}

// Each card's freshness line reads the feed's update time itself, so a refresh that brings the
// same items re-renders those lines only, not the list and its cards.
function CameraCard({ camera, onOpen }: { camera: Camera; onOpen: OpenCard }) {
  return (
    <CardButton
      title={camera.name}
      media={<CameraImage src={camera.imageUrl} name={camera.name} />}
      meta={
        <>
          {[camera.highway, camera.direction, camera.county && `${camera.county} County`]
            .filter(Boolean)
            .join(' · ')}
          {' · '}
          <CameraStatusText status={camera.status} />
        </>
      }
      onClick={(opener) => onOpen({ kind: 'camera', item: camera }, opener)}
    >
      <FeedFreshnessOf feed={camerasFeed} className="mt-auto pt-1" />
    </CardButton>
  );
}

/** "Traffic Cameras": the first six cameras of the feed. */
export function CameraCards({ onOpen }: { onOpen: OpenCard }) {
  const feed = useCameras();
  const cameras = firstItems(feed.data, CAPS.metroCameraCards);
  return (
    <CardRegion title="Traffic Cameras">
      {feed.pending ? (
        <Message>{FEED_MESSAGES.cameras.loading}</Message>
      ) : !feed.data ? (
        <Message tone="error">{FEED_MESSAGES.cameras.unavailable}</Message>
      ) : cameras.length === 0 ? (
        <Message>No traffic cameras are reporting right now.</Message>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cameras.map((camera) => (
            <li key={camera.id}>
              <CameraCard camera={camera} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </CardRegion>
  );
}

/** "Observed 6:47 PM (24 min ago)": only this line re-renders as the minutes pass. */
function ObservedAt({ iso }: { iso: string }) {
  const label = useTimeDerived(15_000, (now) => observedLabel(iso, now));
  return <span className="block">{label}</span>;
}

function WeatherCard({ station, onOpen }: { station: WeatherStation; onOpen: OpenCard }) {
  return (
    <CardButton
      title={station.name}
      meta={
        <>
          <span className="block">{station.county} County</span>{' '}
          <ObservedAt iso={station.observedAt} />
        </>
      }
      onClick={(opener) => onOpen({ kind: 'weather', item: station }, opener)}
    >
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-slate-900 tabular-nums">
          {formatTemperature(station)}
        </span>
        <FallbackNote station={station} field="temperatureF" />
      </span>
      <span className="text-sm text-slate-800">
        {station.conditions}
        <FallbackNote station={station} field="conditions" />
      </span>
      <span className="text-sm text-slate-700">
        Wind {formatWind(station)}
        <FallbackNote station={station} field="windMph" />
        {' · '}Humidity {formatHumidity(station)}
        <FallbackNote station={station} field="humidityPercent" />
      </span>
      <FeedFreshnessOf feed={weatherStationsFeed} className="mt-auto pt-1" />
    </CardButton>
  );
}

/** "Weather Stations": all five NWS stations (fallback values marked). */
export function WeatherCards({ onOpen }: { onOpen: OpenCard }) {
  const stations = useWeatherStations().data ?? FALLBACK_STATIONS;
  const shown = firstItems(stations, METRO_WEATHER_CARDS);
  return (
    <CardRegion title="Weather Stations">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {shown.map((station) => (
          <li key={station.id}>
            <WeatherCard station={station} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </CardRegion>
  );
}

const IMPACT_TONE = { red: 'red', orange: 'orange', blue: 'blue' } as const;

function NewsCard({ item, onOpen }: { item: NewsItem; onOpen: OpenCard }) {
  return (
    <CardButton
      title={item.title}
      meta={[item.source, publishedLabel(item.publishedAt)].filter(Boolean).join(' · ')}
      onClick={(opener) => onOpen({ kind: 'news', item }, opener)}
    >
      <span className="flex flex-wrap gap-1.5">
        <Badge tone="purple">{item.category}</Badge>
        <Badge tone={IMPACT_TONE[impactColour(item.impact)]}>{IMPACT_LABEL[item.impact]}</Badge>
      </span>
      {item.description ? (
        <span className="line-clamp-2 text-sm text-slate-700">{item.description}</span>
      ) : null}
      <FeedFreshnessOf feed={newsFeed} className="mt-auto pt-1" />
    </CardButton>
  );
}

/** "Local News": the first six stories of the feed. */
export function NewsCards({ onOpen }: { onOpen: OpenCard }) {
  const feed = useNews();
  const news = firstItems(feed.data, CAPS.metroNewsCards);
  return (
    <CardRegion title="Local News">
      {feed.pending ? (
        <Message>{FEED_MESSAGES.news.loading}</Message>
      ) : !feed.data ? (
        <Message tone="error">{FEED_MESSAGES.news.unavailable}</Message>
      ) : news.length === 0 ? (
        <Message>No local news right now.</Message>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {news.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </CardRegion>
  );
}
