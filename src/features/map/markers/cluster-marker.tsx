import type { LucideIcon } from 'lucide-react';
import { memo } from 'react';
import { toPercent } from '@/domain/projection';
import { cn } from '@/lib/cn';
import type { MarkerTone } from './markers';
import { MARKER_BASE } from '@/components/map/marker-styles';

interface ClusterMarkerProps {
  clusterKey: string;
  /** "14 points: 12 traffic cameras, 2 news stories near Downtown Minneapolis". */
  name: string;
  count: number;
  /** A kind's icon next to the count (a station's cloud when one is inside), or none. */
  Icon: LucideIcon | null;
  /** A high-impact story is inside: a red ring (the name says what it holds). */
  urgent: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  tone: MarkerTone;
  onActivate: (clusterKey: string, button: HTMLButtonElement) => void;
}

const TONES: Record<MarkerTone, { face: string; ring: string; urgent: string }> = {
  light: {
    face: 'border-2 border-white bg-blue-800 text-white shadow-md',
    ring: 'ring-2 ring-blue-800/40',
    urgent: 'ring-3 ring-red-600',
  },
  dark: {
    face: 'border-2 border-slate-950 bg-sky-300 text-slate-950 shadow-lg',
    ring: 'ring-2 ring-sky-300/40',
    urgent: 'ring-3 ring-red-400',
  },
};

/** Several points whose markers would overlap: a button with their count, named for what it holds. */
export const ClusterMarker = memo(function ClusterMarker({
  clusterKey,
  name,
  count,
  Icon,
  urgent,
  x,
  y,
  width,
  height,
  tone,
  onActivate,
}: ClusterMarkerProps) {
  return (
    <button
      type="button"
      aria-label={name}
      data-label={name}
      data-cluster-count={count}
      className={cn(
        MARKER_BASE,
        'gap-0.5 rounded-full text-xs font-bold tabular-nums',
        TONES[tone].face,
        urgent ? TONES[tone].urgent : TONES[tone].ring,
      )}
      style={{ ...toPercent({ x, y }), width, height }}
      onClick={(event) => onActivate(clusterKey, event.currentTarget)}
    >
      {Icon ? <Icon aria-hidden="true" className="size-3.5 shrink-0" /> : null}
      <span aria-hidden="true">{count}</span>
    </button>
  );
});
