/**
 * The weather and news card lists below the metro map (cameras: camera-cards.tsx); each card is
 * its entity's (`entities/<kind>/card.tsx`).
 */
import { NewsCard } from '@/entities/news/card';
import { useNews } from '@/entities/news/feed';
import { StationCard } from '@/entities/weather-station/card';
import { FALLBACK_STATIONS, useWeatherStations } from '@/entities/weather-station/feed';
import { CAPS, METRO_WEATHER_CARDS } from '@/domain/constants';
import { FEED_MESSAGES } from '@/words/labels';
import { firstItems } from '@/domain/map-items';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { CardMessage, CardRegion, type OpenCard } from '@/components/card-parts';

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
            <StationCard station={station} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </CardRegion>
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
