import { timestampOf } from '@/domain/freshness';
import { formatAge, formatDate, formatTime } from '@/words/freshness';
import {
  CAMERA_STATUS_LABEL,
  humidityLabel,
  temperatureLabel,
  visibilityLabel,
  windLabel,
  windWithDirectionLabel,
} from '@/words/labels';
import type { CameraStatus, StationField, WeatherStation } from '@/domain/types';
import { Trans } from '@/components/trans';
import type { Translate } from '@/i18n/translate';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { cn } from '@/lib/cn';
import { serverNow } from '@/api/server-clock';

/** "Active" in green, anything else in red (with its word, never colour alone). */
export function CameraStatusText({
  status,
  className,
}: {
  status: CameraStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'font-semibold',
        status === 'active' ? 'text-emerald-800' : 'text-red-700',
        className,
      )}
    >
      {CAMERA_STATUS_LABEL[status]}
    </span>
  );
}

/** "Washington County": the feed's county name as sent, in the visitor's words around it. */
export function CountyName({ county }: { county: string }) {
  const { t } = useT();
  return <Trans text={t('county')} parts={{ county: <span lang="en">{county}</span> }} />;
}

export const formatTemperature = (station: WeatherStation) =>
  temperatureLabel(station.temperatureF);
export const formatHumidity = (station: WeatherStation) => humidityLabel(station.humidityPercent);
/**
 * "15 mph NW", or "15 mph" when no direction was read: NWS sends none with variable winds, and the
 * fallback's direction is not shown as if read. (A fallback speed has its own note.)
 */
export const formatWind = (station: WeatherStation) =>
  station.fallbackFields.includes('windDirectionDeg')
    ? windLabel(station.windMph)
    : windWithDirectionLabel(station.windMph, station.windDirectionDeg);
export const formatVisibility = (station: WeatherStation) => visibilityLabel(station.visibilityMi);

/** "Observed 2:14 PM (14 min ago)", or "No observation time" before any reading. */
export function observedLabel(t: Translate, observedAt: string, now: number): string {
  const time = formatTime(observedAt);
  if (!time) return t('cameras.weather.noObservationTime');
  // NWS's time against the server's clock: a device clock hours off makes no reading hours old.
  const age = formatAge(serverNow(now) - timestampOf(observedAt));
  return t('cameras.weather.observed', { time, age });
}

/** "Dec 5, 2025, 9:14 AM"; '' when the time is unknown. */
export function publishedLabel(t: Translate, publishedAt: string): string {
  const date = formatDate(publishedAt);
  const time = formatTime(publishedAt);
  return date && time ? t('date.dateAndTime', { date, time }) : date || time;
}

/** Marks a station value that is the spec's default because the reading was missing. */
export function FallbackNote({ station, field }: { station: WeatherStation; field: StationField }) {
  const { t } = useT();
  if (!station.fallbackFields.includes(field)) return null;
  return (
    <span className="ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      {t('cameras.weather.noCurrentReading')}
    </span>
  );
}
