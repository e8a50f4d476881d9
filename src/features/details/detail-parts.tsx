import { formatAge, formatDate, formatTime, timestampOf } from '@/domain/freshness';
import {
  CAMERA_STATUS_LABEL,
  humidityLabel,
  temperatureLabel,
  visibilityLabel,
  windWithDirectionLabel,
} from '@/domain/labels';
import type { CameraStatus, WeatherStation } from '@/domain/types';
import { cn } from '@/lib/cn';

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

export const formatTemperature = (station: WeatherStation) =>
  temperatureLabel(station.temperatureF);
export const formatHumidity = (station: WeatherStation) => humidityLabel(station.humidityPercent);
export const formatWind = (station: WeatherStation) =>
  windWithDirectionLabel(station.windMph, station.windDirectionDeg);
export const formatVisibility = (station: WeatherStation) => visibilityLabel(station.visibilityMi);

/** "Observed 2:14 PM (14 min ago)", or "No observation time" before any reading. */
export function observedLabel(observedAt: string, now: number): string {
  const time = formatTime(observedAt);
  if (!time) return 'No observation time';
  return `Observed ${time} (${formatAge(now - timestampOf(observedAt))})`;
}

/** "Dec 5, 2025, 9:14 AM"; '' when the time is unknown. */
export function publishedLabel(publishedAt: string): string {
  const date = formatDate(publishedAt);
  const time = formatTime(publishedAt);
  return [date, time].filter(Boolean).join(', ');
}
