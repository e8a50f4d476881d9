import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import { serverWeatherFeed, useServerWeather } from '@/api/feeds/server-weather';
import type { ServerWeatherReading } from '@/domain/types';
import { Trans } from '@/components/trans';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { OldReadingNote } from './old-reading-note';
import { StatusMessage, StatusPart } from './status-part';

/** "17°F"; a missing reading is a dash that screen readers hear as "not reported". */
function Reading({
  value,
  unit,
}: {
  value: number | null;
  unit: 'unit.temperature' | 'unit.wind' | 'unit.humidity';
}) {
  const { t } = useT();
  if (value === null)
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('app.status.weather.notReported')}</span>
      </>
    );
  return <>{t(unit, { value: Math.round(value) })}</>;
}

function WeatherRow({ reading }: { reading: ServerWeatherReading }) {
  const { t } = useT();
  return (
    <li className="rounded-md bg-slate-50 px-3 py-2">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm font-semibold text-slate-900">
          <span lang="en">{reading.location}</span>
          {reading.county ? (
            <span className="block font-normal text-slate-600">
              <Trans
                text={t('county')}
                parts={{ county: <span lang="en">{reading.county}</span> }}
              />
            </span>
          ) : null}
        </p>
        <p className="shrink-0 text-lg leading-tight font-bold text-slate-900">
          <Reading value={reading.temperatureF} unit="unit.temperature" />
        </p>
      </div>
      <p className="mt-0.5 text-sm text-slate-700">
        {reading.conditions ? (
          <span lang="en">{reading.conditions}</span>
        ) : (
          t('app.status.weather.conditionsNotReported')
        )}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        <Trans
          text={t('app.status.weather.wind')}
          parts={{ value: <Reading value={reading.windMph} unit="unit.wind" /> }}
        />
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        <Trans
          text={t('app.status.weather.humidity')}
          parts={{ value: <Reading value={reading.humidityPercent} unit="unit.humidity" /> }}
        />
      </p>
      <OldReadingNote
        observedAt={reading.observedAt}
        className="mt-0.5 text-xs font-medium text-amber-900"
      />
    </li>
  );
}

export function WeatherPart() {
  const { t } = useT();
  const { data, pending, failure } = useServerWeather();
  return (
    <StatusPart
      title={t('app.status.weather.title')}
      icon={CloudSunIcon}
      freshness={data ? serverWeatherFeed : undefined}
    >
      {pending ? <StatusMessage>{t('app.status.weather.loading')}</StatusMessage> : null}
      {failure && !data ? (
        <StatusMessage tone="error">{t('app.status.weather.failed')}</StatusMessage>
      ) : null}
      {data && data.length === 0 ? (
        <StatusMessage>{t('app.status.weather.empty')}</StatusMessage>
      ) : null}
      {data && data.length > 0 ? (
        <ul aria-label={t('app.status.weather.list')} className="space-y-2">
          {data.map((reading) => (
            <WeatherRow key={reading.id} reading={reading} />
          ))}
        </ul>
      ) : null}
    </StatusPart>
  );
}
