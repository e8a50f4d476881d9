import type { LucideIcon } from 'lucide-react';
import CloudFogIcon from 'lucide-react/icons/cloud-fog';
import CloudIcon from 'lucide-react/icons/cloud';
import CloudLightningIcon from 'lucide-react/icons/cloud-lightning';
import CloudRainIcon from 'lucide-react/icons/cloud-rain';
import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import DropletsIcon from 'lucide-react/icons/droplets';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SunIcon from 'lucide-react/icons/sun';
import WindIcon from 'lucide-react/icons/wind';
import { serverWeatherFeed, useServerWeather } from '@/api/feeds/server-weather';
import { serverNow } from '@/api/server-clock';
import { timestampOf } from '@/domain/freshness';
import { isOldReading } from '@/domain/units';
import { useTimeDerived } from '@/hooks/use-now';
import { formatAge, formatTime } from '@/words/freshness';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { PanelBoundary } from '@/components/panel-boundary';
import { TWIN_CITIES_CENTER } from '@/domain/constants';
import { LazyForecastPanel } from '@/entities/forecast/lazy-forecast-panel';
import { conditionsKind, type ConditionsKind } from '@/domain/conditions-kind';
import { humidityLabel, temperatureLabel, windLabel } from '@/words/labels';
import type { ServerWeatherReading } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { PanelHeading } from './panel-heading';
import { PanelMessage } from './panel-status';
import { CountyName } from '@/components/details/detail-parts';

const CONDITION_ICONS: Record<ConditionsKind, LucideIcon> = {
  storm: CloudLightningIcon,
  snow: SnowflakeIcon,
  rain: CloudRainIcon,
  fog: CloudFogIcon,
  cloud: CloudIcon,
  clear: SunIcon,
  unknown: CloudSunIcon,
};

function StationCard({ station }: { station: ServerWeatherReading }) {
  const { t } = useT();
  const Icon = CONDITION_ICONS[conditionsKind(station.conditions)];
  return (
    <li className="rounded-2xl border border-white/10 bg-slate-900 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 lang="en" className="text-base font-semibold break-words text-white">
            {station.location}
          </h3>
          <p className="text-sm text-slate-300">
            {station.county ? <CountyName county={station.county} /> : t('phone.weather.noCounty')}
          </p>
        </div>
        <p className="flex shrink-0 items-center gap-2 text-3xl font-semibold text-white tabular-nums">
          <Icon aria-hidden="true" className="size-7 text-sky-300" />
          {temperatureLabel(station.temperatureF)}
        </p>
      </div>
      <p
        lang={station.conditions ? 'en' : undefined}
        className="mt-2 text-sm font-medium break-words text-sky-100"
      >
        {station.conditions || t('phone.weather.noConditions')}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-white/5 px-3 py-2">
          <dt className="flex items-center gap-1.5 text-slate-300">
            <WindIcon aria-hidden="true" className="size-4 shrink-0" />
            {t('phone.weather.wind')}
          </dt>
          <dd className="mt-0.5 text-base font-semibold text-white tabular-nums">
            {windLabel(station.windMph)}
          </dd>
        </div>
        <div className="rounded-xl bg-white/5 px-3 py-2">
          <dt className="flex items-center gap-1.5 text-slate-300">
            <DropletsIcon aria-hidden="true" className="size-4 shrink-0" />
            {t('phone.weather.humidity')}
          </dt>
          <dd className="mt-0.5 text-base font-semibold text-white tabular-nums">
            {humidityLabel(station.humidityPercent)}
          </dd>
        </div>
      </dl>
      <ObservedWhenOld iso={station.observedAt} />
    </li>
  );
}

/**
 * "Observed 10:37 PM (3 h ago)" under a reading over 2 hours old. The status panel's
 * `OldReadingNote` written again: a module both read would make the phone fetch the desktop's
 * chunk (decision 021, rule 4).
 */
function ObservedWhenOld({ iso }: { iso: string }) {
  const { t } = useT();
  const note = useTimeDerived(30_000, (deviceNow) => {
    const now = serverNow(deviceNow);
    if (!isOldReading(iso, now)) return '';
    return t('cameras.weather.observed', {
      time: formatTime(iso),
      age: formatAge(now - timestampOf(iso)),
    });
  });
  return note ? <p className="mt-2 text-sm font-medium text-amber-200">{note}</p> : null;
}

/** Every station the server aggregates (`/api/weather/nws-live`). */
export function WeatherPanel({ headingId }: { headingId: string }) {
  const { t } = useT();
  const { data, pending } = useServerWeather();
  return (
    <>
      <PanelBoundary name={t('phone.weather.forecast')}>
        <LazyForecastPanel
          position={TWIN_CITIES_CENTER}
          place={t('weather.forecast.metroPlace')}
          tone="dark"
          className="mb-4"
        />
      </PanelBoundary>
      <PanelHeading id={headingId} title={t('phone.weather.stations')} count={data?.length}>
        {data ? (
          <FeedFreshnessOf feed={serverWeatherFeed} tone="dark" className="justify-end" />
        ) : null}
      </PanelHeading>
      {pending ? (
        <PanelMessage kind="loading">{t('phone.weather.loading')}</PanelMessage>
      ) : !data ? (
        <PanelMessage kind="error">{t('phone.weather.failed')}</PanelMessage>
      ) : data.length === 0 ? (
        <PanelMessage kind="empty">{t('phone.weather.empty')}</PanelMessage>
      ) : (
        <ul aria-label={t('phone.weather.stations')} className="grid gap-3">
          {data.map((station) => (
            <StationCard key={station.id} station={station} />
          ))}
        </ul>
      )}
    </>
  );
}
