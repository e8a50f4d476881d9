/** The weather and news card lists below the metro map (cameras: camera-cards.tsx). */
import { newsFeed, useNews } from '@/entities/news/feed';
import {
  FALLBACK_STATIONS,
  useWeatherStations,
  weatherStationsFeed,
} from '@/entities/weather-station/feed';
import { Badge } from '@/components/ui/badge';
import { Trans } from '@/components/trans';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { CAPS, METRO_WEATHER_CARDS } from '@/domain/constants';
import { impactColour } from '@/domain/impact';
import { FEED_MESSAGES, IMPACT_LABEL } from '@/words/labels';
import { firstItems } from '@/domain/map-items';
import type { NewsItem, WeatherStation } from '@/domain/types';
import { useTimeDerived } from '@/hooks/use-now';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import {
  CardButton,
  CardMessage,
  CardRegion,
  joinParts,
  type OpenCard,
} from '@/components/card-parts';
import {
  CountyName,
  formatHumidity,
  formatTemperature,
  formatWind,
  observedLabel,
  publishedLabel,
  FallbackNote,
} from '@/components/details/detail-parts';

/** "Observed 6:47 PM (24 min ago)": only this line re-renders as the minutes pass. */
function ObservedAt({ iso }: { iso: string }) {
  const { t } = useT();
  const label = useTimeDerived(15_000, (now) => observedLabel(t, iso, now));
  return <span className="block">{label}</span>;
}

function WeatherCard({ station, onOpen }: { station: WeatherStation; onOpen: OpenCard }) {
  const { t } = useT();
  return (
    <CardButton
      title={station.name}
      meta={
        <>
          <span className="block">
            <CountyName county={station.county} />
          </span>{' '}
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
        <span lang="en">{station.conditions}</span>
        <FallbackNote station={station} field="conditions" />
      </span>
      <span className="text-sm text-slate-700">
        <Trans
          text={t('cameras.weather.windAndHumidity')}
          parts={{
            wind: (
              <>
                {formatWind(station)}
                <FallbackNote station={station} field="windMph" />
              </>
            ),
            humidity: (
              <>
                {formatHumidity(station)}
                <FallbackNote station={station} field="humidityPercent" />
              </>
            ),
          }}
        />
      </span>
      <FeedFreshnessOf feed={weatherStationsFeed} className="mt-auto pt-1" />
    </CardButton>
  );
}

/** "Weather Stations": all five NWS stations (fallback values marked). */
export function WeatherCards({ onOpen }: { onOpen: OpenCard }) {
  const { t } = useT();
  const stations = useWeatherStations().data ?? FALLBACK_STATIONS;
  const shown = firstItems(stations, METRO_WEATHER_CARDS);
  return (
    <CardRegion title={t('cameras.cards.weatherStations')}>
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
  const { t } = useT();
  return (
    <CardButton
      title={item.title}
      meta={joinParts([
        item.source && <span lang="en">{item.source}</span>,
        publishedLabel(t, item.publishedAt),
      ])}
      onClick={(opener) => onOpen({ kind: 'news', item }, opener)}
    >
      <span className="flex flex-wrap gap-1.5">
        <Badge tone="purple" lang="en">
          {item.category}
        </Badge>
        <Badge tone={IMPACT_TONE[impactColour(item.impact)]}>{IMPACT_LABEL[item.impact]}</Badge>
      </span>
      {item.description ? (
        <span lang="en" className="line-clamp-2 text-sm text-slate-700">
          {item.description}
        </span>
      ) : null}
      <FeedFreshnessOf feed={newsFeed} className="mt-auto pt-1" />
    </CardButton>
  );
}

/** "Local News": the first six stories of the feed. */
export function NewsCards({ onOpen }: { onOpen: OpenCard }) {
  const { t } = useT();
  const feed = useNews();
  const news = firstItems(feed.data, CAPS.metroNewsCards);
  return (
    <CardRegion title={t('cameras.cards.localNews')}>
      {feed.pending ? (
        <CardMessage>{FEED_MESSAGES.news.loading}</CardMessage>
      ) : !feed.data ? (
        <CardMessage tone="error">{FEED_MESSAGES.news.unavailable}</CardMessage>
      ) : news.length === 0 ? (
        <CardMessage>{t('cameras.cards.noNews')}</CardMessage>
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
