import type { CameraStatus, NewsImpact } from '@/domain/types';

/**
 * Markers keep their screen size when the layer is zoomed (scale by --map-inv-zoom) and are centred
 * on their point (translate -50 %). Hit targets are at least 24 × 24 px.
 */
export const MARKER_BASE =
  'absolute flex items-center justify-center rounded-full [transform:translate(-50%,-50%)_scale(var(--map-inv-zoom,1))] hover:z-20 focus-visible:z-30 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 cursor-pointer';

export const CAMERA_STATUS_LOOK: Record<CameraStatus, { dot: string; label: string }> = {
  active: { dot: 'bg-emerald-600', label: 'Active' },
  inactive: { dot: 'bg-red-600', label: 'Inactive' },
  maintenance: { dot: 'bg-amber-500', label: 'Maintenance' },
  unknown: { dot: 'bg-slate-500', label: 'Unknown' },
};

export const IMPACT_LOOK: Record<NewsImpact, { bg: string; text: string; label: string }> = {
  high: { bg: 'bg-red-600', text: 'text-red-800', label: 'High impact' },
  medium: { bg: 'bg-orange-500', text: 'text-orange-900', label: 'Medium impact' },
  low: { bg: 'bg-blue-600', text: 'text-blue-800', label: 'Low impact' },
};
