import { Trans } from '@/components/trans';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { CardButton, type OpenCard } from '@/components/card-parts';
import {
  CountyName,
  formatHumidity,
  formatTemperature,
  formatWind,
  observedLabel,
  FallbackNote,
} from '@/components/details/detail-parts';
import type { WeatherStation } from '@/domain/types';
import { useTimeDerived } from '@/hooks/use-now';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { weatherStationsFeed } from './feed';

/** "Observed 6:47 PM (24 min ago)": only this line re-renders as the minutes pass. */
function ObservedAt({ iso }: { iso: string }) {
  const { t } = useT();
  const label = useTimeDerived(15_000, (now) => observedLabel(t, iso, now));
  return <span className="block">{label}</span>;
}

/** A station's card: its temperature, conditions, wind and humidity (fallbacks marked). */
export function StationCard({ station, onOpen }: { station: WeatherStation; onOpen: OpenCard }) {
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
