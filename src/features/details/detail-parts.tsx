import { compassDirection } from '@/domain/units';
import { formatAge, formatDate, formatTime, timestampOf } from '@/domain/freshness';
import type { CameraStatus, WeatherStation } from '@/domain/types';
import { cn } from '@/lib/cn';

export const CAMERA_STATUS_TEXT: Record<CameraStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  maintenance: 'Under maintenance',
  unknown: 'Status unknown',
};

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
      {CAMERA_STATUS_TEXT[status]}
    </span>
  );
}

export const formatTemperature = (station: WeatherStation) =>
  `${Math.round(station.temperatureF)} °F`;
export const formatHumidity = (station: WeatherStation) =>
  `${Math.round(station.humidityPercent)}%`;
export const formatWind = (station: WeatherStation) =>
  `${Math.round(station.windMph)} mph ${compassDirection(station.windDirectionDeg)}`;
export const formatVisibility = (station: WeatherStation) =>
  `${Number(station.visibilityMi.toFixed(1))} mi`;

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
