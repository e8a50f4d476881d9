import type { ReactNode } from 'react';
import { useLatestItem } from '@/api/feeds/latest';
import { weatherStationsFeed } from './feed';
import {
  CountyName,
  formatHumidity,
  formatTemperature,
  formatVisibility,
  formatWind,
  observedLabel,
  FallbackNote,
} from '@/components/details/detail-parts';
import { Facts } from '@/components/details/facts';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import type { StationField, WeatherStation } from '@/domain/types';
import { useNow } from '@/hooks/use-now';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import type { DetailBody } from '@/components/map/detail-body';

function StationValue({
  station,
  field,
  children,
}: {
  station: WeatherStation;
  field: StationField;
  children: ReactNode;
}) {
  return (
    <>
      {children}
      <FallbackNote station={station} field={field} />
    </>
  );
}

/** A station's details: its temperature and conditions, then each reading (a fallback marked). */
function WeatherDetails({ item: opened }: { item: WeatherStation }) {
  const { t } = useT();
  const station = useLatestItem(weatherStationsFeed, opened);
  const now = useNow(15_000);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-bold text-slate-900 tabular-nums">
          {formatTemperature(station)}
        </span>
        <FallbackNote station={station} field="temperatureF" />
        <span className="text-base text-slate-700">
          <StationValue station={station} field="conditions">
            <span lang="en">{station.conditions}</span>
          </StationValue>
        </span>
      </div>
      <Facts
        rows={[
          [t('cameras.details.county'), <CountyName key="c" county={station.county} />],
          [
            t('cameras.details.humidity'),
            <StationValue key="h" station={station} field="humidityPercent">
              {formatHumidity(station)}
            </StationValue>,
          ],
          [
            t('cameras.details.wind'),
            <StationValue key="w" station={station} field="windMph">
              {formatWind(station)}
            </StationValue>,
          ],
          [
            t('cameras.details.visibility'),
            <StationValue key="v" station={station} field="visibilityMi">
              {formatVisibility(station)}
            </StationValue>,
          ],
          [t('cameras.details.observation'), observedLabel(t, station.observedAt, now)],
        ]}
      />
      <FeedFreshnessOf feed={weatherStationsFeed} />
    </div>
  );
}

export const details: DetailBody<'weather'> = { kind: 'weather', Body: WeatherDetails };
