import {
  CameraOffIcon,
  CircleHelpIcon,
  CloudSunIcon,
  NewspaperIcon,
  TriangleAlertIcon,
  WrenchIcon,
} from 'lucide-react';
import { memo } from 'react';
import { project, toPercent } from '@/domain/projection';
import type { Camera, NewsItem, WeatherStation } from '@/domain/types';
import { cn } from '@/lib/cn';
import type { OpenDetails } from './map-item-open';
import { CAMERA_STATUS_LOOK, IMPACT_LOOK, MARKER_BASE } from './marker-styles';

/**
 * Marker props are the item (kept referentially stable by TanStack's structural sharing), its
 * point as numbers and a stable `onOpen`, so an unchanged refresh re-renders no marker.
 */
interface MarkerProps<T> {
  item: T;
  lat: number;
  lng: number;
  onOpen: OpenDetails;
}

const CAMERA_ICON = {
  inactive: CameraOffIcon,
  maintenance: WrenchIcon,
  unknown: CircleHelpIcon,
} as const;

export const CameraMarker = memo(function CameraMarker({
  item,
  lat,
  lng,
  onOpen,
}: MarkerProps<Camera>) {
  const look = CAMERA_STATUS_LOOK[item.status];
  const Icon = item.status === 'active' ? null : CAMERA_ICON[item.status];
  return (
    <button
      type="button"
      aria-label={`Traffic Camera: ${item.name}`}
      data-label={item.name}
      className={cn(MARKER_BASE, 'size-6')}
      style={toPercent(project({ lat, lng }))}
      onClick={(event) => onOpen({ kind: 'camera', item }, event.currentTarget)}
    >
      {Icon ? (
        <span
          className={cn(
            'flex size-5 items-center justify-center rounded-full text-white shadow ring-2 ring-white',
            look.dot,
          )}
        >
          <Icon aria-hidden="true" className="size-3" strokeWidth={2.5} />
        </span>
      ) : (
        <span className={cn('size-3 rounded-full shadow ring-2 ring-white', look.dot)} />
      )}
    </button>
  );
});

export const WeatherMarker = memo(function WeatherMarker({
  item,
  lat,
  lng,
  onOpen,
}: MarkerProps<WeatherStation>) {
  const measured = !item.fallbackFields.includes('temperatureF');
  return (
    <button
      type="button"
      aria-label={`Weather Station: ${item.name}`}
      data-label={item.name}
      className={cn(
        MARKER_BASE,
        'h-7 gap-0.5 rounded-full border-2 border-sky-700 bg-white pr-2 pl-1 text-xs font-bold text-sky-900 shadow-md',
      )}
      style={toPercent(project({ lat, lng }))}
      onClick={(event) => onOpen({ kind: 'weather', item }, event.currentTarget)}
    >
      <CloudSunIcon aria-hidden="true" className="size-4 text-sky-700" />
      <span aria-hidden="true">{measured ? `${Math.round(item.temperatureF)}°` : '–'}</span>
    </button>
  );
});

export const NewsMarker = memo(function NewsMarker({
  item,
  lat,
  lng,
  onOpen,
}: MarkerProps<NewsItem>) {
  const look = IMPACT_LOOK[item.impact];
  const Icon = item.impact === 'high' ? TriangleAlertIcon : NewspaperIcon;
  return (
    <button
      type="button"
      aria-label={`News Story: ${item.title}`}
      data-label={item.title}
      className={cn(MARKER_BASE, 'size-7')}
      style={toPercent(project({ lat, lng }))}
      onClick={(event) => onOpen({ kind: 'news', item }, event.currentTarget)}
    >
      <span
        className={cn(
          'flex items-center justify-center rounded-full text-white shadow-md ring-2 ring-white',
          item.impact === 'low' ? 'size-5' : 'size-6',
          look.bg,
        )}
      >
        <Icon aria-hidden="true" className={item.impact === 'low' ? 'size-3' : 'size-3.5'} />
      </span>
    </button>
  );
});
