import {
  CameraOffIcon,
  CircleHelpIcon,
  CloudSunIcon,
  NewspaperIcon,
  StarIcon,
  TriangleAlertIcon,
  VideoIcon,
  WrenchIcon,
} from 'lucide-react';
import { memo } from 'react';
import { impactColour } from '@/domain/impact';
import { markerName, type MapItemRef } from '@/domain/map-items';
import { toPercent } from '@/domain/projection';
import { cn } from '@/lib/cn';
import type { OpenDetails } from './map-item-open';
import { CAMERA_STATUS_LOOK, IMPACT_LOOK, MARKER_BASE } from './marker-styles';

export type MarkerTone = 'light' | 'dark';

/**
 * Each marker's box on screen (px): what the clustering keeps apart. Light maps (metro page, city
 * pages) draw 24 px cameras, 28 px stories and a 48 px weather pill; the phone's dark map 32 px.
 */
export const MARKER_BOX: Record<MarkerTone, Record<MapItemRef['kind'], [number, number]>> = {
  light: { camera: [24, 24], news: [28, 28], weather: [48, 28] },
  dark: { camera: [32, 32], news: [32, 32], weather: [48, 28] },
};

/**
 * The marker's props are its item (kept referentially stable by TanStack's structural sharing),
 * its projected point as numbers and stable callbacks, so an unchanged refresh re-renders none.
 */
export interface MarkerProps {
  refItem: MapItemRef;
  x: number;
  y: number;
  tone: MarkerTone;
  onOpen: OpenDetails;
  /** The phone marks the tapped marker (its details show below the map). */
  pressed?: boolean;
  /** A favourite camera: a star, so it does not rely on colour. */
  marked?: boolean;
}

const CAMERA_ICON = {
  inactive: CameraOffIcon,
  maintenance: WrenchIcon,
  unknown: CircleHelpIcon,
} as const;

const DARK_NEWS_TONES = {
  red: 'bg-red-400 text-red-950',
  orange: 'bg-amber-300 text-amber-950',
  blue: 'bg-violet-300 text-violet-950',
} as const;

function Face({ refItem, tone }: { refItem: MapItemRef; tone: MarkerTone }) {
  if (refItem.kind === 'weather') {
    const station = refItem.item;
    const measured = !station.fallbackFields.includes('temperatureF');
    return (
      <>
        <CloudSunIcon aria-hidden="true" className="size-4 text-sky-700" />
        <span aria-hidden="true">{measured ? `${Math.round(station.temperatureF)}°` : '–'}</span>
      </>
    );
  }
  if (tone === 'dark') {
    const Icon = refItem.kind === 'camera' ? VideoIcon : NewspaperIcon;
    return <Icon aria-hidden="true" className="size-4" />;
  }
  if (refItem.kind === 'camera') {
    const { status } = refItem.item;
    const look = CAMERA_STATUS_LOOK[status];
    if (status === 'active')
      return <span className={cn('size-3 rounded-full shadow ring-2 ring-white', look.dot)} />;
    const Icon = CAMERA_ICON[status];
    return (
      <span
        className={cn(
          'flex size-5 items-center justify-center rounded-full text-white shadow ring-2 ring-white',
          look.dot,
        )}
      >
        <Icon aria-hidden="true" className="size-3" strokeWidth={2.5} />
      </span>
    );
  }
  const { impact } = refItem.item;
  const Icon = impact === 'high' ? TriangleAlertIcon : NewspaperIcon;
  return (
    <span
      className={cn(
        'flex items-center justify-center rounded-full text-white shadow-md ring-2 ring-white',
        impact === 'low' ? 'size-5' : 'size-6',
        IMPACT_LOOK[impact].bg,
      )}
    >
      <Icon aria-hidden="true" className={impact === 'low' ? 'size-3' : 'size-3.5'} />
    </span>
  );
}

function look(refItem: MapItemRef, tone: MarkerTone, pressed: boolean): string {
  if (refItem.kind === 'weather')
    return 'h-7 w-12 gap-0.5 rounded-full border-2 border-sky-700 bg-white text-xs font-bold text-sky-900 shadow-md';
  if (tone === 'light')
    return refItem.kind === 'camera' ? 'size-6 rounded-full' : 'size-7 rounded-full';
  const colour =
    refItem.kind === 'camera'
      ? refItem.item.status === 'active'
        ? 'bg-sky-400 text-sky-950'
        : 'bg-slate-400 text-slate-950'
      : DARK_NEWS_TONES[impactColour(refItem.item.impact)];
  return cn(
    'size-8 shadow-lg ring-2',
    refItem.kind === 'camera' ? 'rounded-full' : 'rounded-md',
    colour,
    pressed ? 'z-10 ring-white' : 'ring-slate-950',
  );
}

/** One point on the map: a button named "Traffic Camera: …", "Weather Station: …" or "News Story: …". */
export const Marker = memo(function Marker({
  refItem,
  x,
  y,
  tone,
  onOpen,
  pressed,
  marked = false,
}: MarkerProps) {
  return (
    <button
      type="button"
      aria-label={markerName(refItem)}
      aria-pressed={pressed}
      aria-description={marked ? 'In My Cameras' : undefined}
      data-label={refItem.kind === 'news' ? refItem.item.title : refItem.item.name}
      className={cn(MARKER_BASE, look(refItem, tone, pressed === true))}
      style={toPercent({ x, y })}
      onClick={(event) => onOpen(refItem, event.currentTarget)}
    >
      <Face refItem={refItem} tone={tone} />
      {marked ? (
        <StarIcon
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 size-3.5 fill-amber-300 text-amber-700"
        />
      ) : null}
    </button>
  );
});
