import type { StationField, WeatherStation } from '@/domain/types';
import { t } from '@/i18n/translate';
import '@/i18n/english-later';

/** Marks a station value that is the spec's default because the reading was missing. */
export function FallbackNote({ station, field }: { station: WeatherStation; field: StationField }) {
  if (!station.fallbackFields.includes(field)) return null;
  return (
    <span className="ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      {t('cameras.weather.noCurrentReading')}
    </span>
  );
}
