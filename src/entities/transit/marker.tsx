import type { KindView } from '@/components/map/kind-view';
import { cn } from '@/lib/cn';
import { TRANSIT_LIVE_MS } from '@/domain/map-items';

/**
 * A METRO vehicle: a pill in its line's colour with its short name and an arrow turned to its
 * bearing, faded once its position is more than 2 minutes old (its name says so too). A station: a
 * white ring in its first line's colour.
 */
export const marker: KindView<'transit'> = {
  kind: 'transit',
  Glyph({ item, tone }) {
    if (item.type === 'station') {
      const colour = item.calls[0]?.colour ?? '#334155';
      return (
        <span
          className={cn(
            'rounded-full bg-white shadow',
            tone === 'dark' ? 'size-4 border-2' : 'size-3.5 border-2',
          )}
          style={{ borderColor: colour }}
        />
      );
    }
    const faded = Date.now() - item.locatedAt > TRANSIT_LIVE_MS;
    return (
      <span
        className={cn(
          'flex h-5 items-center gap-0.5 rounded-full px-1.5 text-xs font-bold text-white shadow-md ring-2 ring-white',
          faded && 'opacity-75',
        )}
        style={{ backgroundColor: item.colour }}
      >
        {/* An arrow pointing north, turned to the vehicle's bearing. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 10 10"
          className="size-3"
          style={{ transform: `rotate(${item.bearing}deg)` }}
        >
          <path d="M5 0 9 10 5 7.5 1 10Z" fill="currentColor" />
        </svg>
        <span lang="en">{item.shortName}</span>
      </span>
    );
  },
  look: (item, tone, pressed) =>
    cn(
      item.type === 'station' ? 'size-6 rounded-full' : 'min-h-6 rounded-full',
      tone === 'dark' && pressed && 'z-10 ring-2 ring-white',
    ),
};
