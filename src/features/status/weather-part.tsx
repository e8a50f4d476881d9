import { CloudSunIcon } from 'lucide-react';
import { serverWeatherFeed, useServerWeather } from '@/api/feeds/server-weather';
import type { ServerWeatherReading } from '@/domain/types';
import { StatusMessage, StatusPart } from './status-part';

/** "17°F"; a missing reading is a dash that screen readers hear as "not reported". */
function Reading({ value, unit }: { value: number | null; unit: string }) {
  if (value === null)
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">not reported</span>
      </>
    );
  return (
    <>
      {Math.round(value)}
      {unit}
    </>
  );
}

function WeatherRow({ reading }: { reading: ServerWeatherReading }) {
  return (
    <li className="rounded-md bg-slate-50 px-3 py-2">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm font-semibold text-slate-900">
          {reading.location}
          {reading.county ? (
            <span className="block font-normal text-slate-600">{reading.county} County</span>
          ) : null}
        </p>
        <p className="shrink-0 text-lg leading-tight font-bold text-slate-900">
          <Reading value={reading.temperatureF} unit="°F" />
        </p>
      </div>
      <p className="mt-0.5 text-sm text-slate-700">
        {reading.conditions || 'Conditions not reported'}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        Wind <Reading value={reading.windMph} unit=" mph" />
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        Humidity <Reading value={reading.humidityPercent} unit="%" />
      </p>
    </li>
  );
}

export function WeatherPart() {
  const { data, pending, failure } = useServerWeather();
  return (
    <StatusPart
      title="Weather"
      icon={CloudSunIcon}
      freshness={data ? serverWeatherFeed : undefined}
    >
      {pending ? <StatusMessage>Loading weather data...</StatusMessage> : null}
      {failure && !data ? (
        <StatusMessage tone="error">Weather data temporarily unavailable</StatusMessage>
      ) : null}
      {data && data.length === 0 ? (
        <StatusMessage>No weather observations reported right now.</StatusMessage>
      ) : null}
      {data && data.length > 0 ? (
        <ul aria-label="Weather observations" className="space-y-2">
          {data.map((reading) => (
            <WeatherRow key={reading.id} reading={reading} />
          ))}
        </ul>
      ) : null}
    </StatusPart>
  );
}
