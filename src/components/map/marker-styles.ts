import type { CameraStatus, NewsImpact } from '@/domain/types';
import { cn } from '@/lib/cn';

/**
 * Markers keep their screen size when the layer is zoomed (scale by --map-inv-zoom) and are centred
 * on their point (translate -50 %). Hit targets are at least 24 × 24 px.
 */
export const MARKER_BASE =
  'absolute flex items-center justify-center [transform:translate(-50%,-50%)_scale(var(--map-inv-zoom,1))] hover:z-20 focus-visible:z-30 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 cursor-pointer';

/**
 * Colours only: the words are in src/words/labels.ts. The API contract: `active`, or anything else
 * shown red; each other status keeps its own icon.
 */
export const CAMERA_STATUS_LOOK: Record<CameraStatus, { dot: string }> = {
  active: { dot: 'bg-emerald-600' },
  inactive: { dot: 'bg-red-600' },
  maintenance: { dot: 'bg-red-600' },
  unknown: { dot: 'bg-red-600' },
};

export const IMPACT_LOOK: Record<NewsImpact, { bg: string }> = {
  high: { bg: 'bg-red-600' },
  medium: { bg: 'bg-orange-500' },
  low: { bg: 'bg-blue-600' },
  // The spec's colours: high red, medium orange, otherwise blue.
  unknown: { bg: 'bg-blue-600' },
};

/** The phone's dark markers: 32 px, ringed, the pressed one on top with a white ring. */
export function darkLook(shape: string, colour: string, pressed: boolean): string {
  return cn(
    'size-8 shadow-lg ring-2',
    shape,
    colour,
    pressed ? 'z-10 ring-white' : 'ring-slate-950',
  );
}
