import NewspaperIcon from 'lucide-react/icons/newspaper';
import TriangleAlertIcon from 'lucide-react/icons/triangle-exclamation-point';
import { impactColour } from '@/domain/impact';
import { cn } from '@/lib/cn';
import type { KindView } from '@/components/map/kind-view';
import { darkLook, IMPACT_LOOK } from '@/components/map/marker-styles';

const DARK_TONES = {
  red: 'bg-red-400 text-red-950',
  orange: 'bg-amber-300 text-amber-950',
  blue: 'bg-violet-300 text-violet-950',
} as const;

/**
 * A news story: its impact's colour on every map, and a warning sign when its impact is high (a
 * paper otherwise), so a high one differs by more than its red.
 */
export const marker: KindView<'news'> = {
  kind: 'news',
  Glyph({ item, tone }) {
    const { impact } = item;
    const Icon = impact === 'high' ? TriangleAlertIcon : NewspaperIcon;
    if (tone === 'dark') return <Icon aria-hidden="true" className="size-4" />;
    // Blue, the spec's "otherwise", is the small dot whether the feed said low or nothing.
    const small = impact === 'low' || impact === 'unknown';
    return (
      <span
        className={cn(
          'flex items-center justify-center rounded-full text-white shadow-md ring-2 ring-white',
          small ? 'size-5' : 'size-6',
          IMPACT_LOOK[impact].bg,
        )}
      >
        <Icon aria-hidden="true" className={small ? 'size-3' : 'size-3.5'} />
      </span>
    );
  },
  look: (item, tone, pressed) =>
    tone === 'light'
      ? 'size-7 rounded-full'
      : darkLook('rounded-md', DARK_TONES[impactColour(item.impact)], pressed),
  // A high-impact story inside makes the cluster's ring red.
  clusterCue: { urgent: (item) => item.impact === 'high' },
};
