import { StarIcon } from 'lucide-react';
import { useId } from 'react';
import { MAX_FAVOURITE_CAMERAS } from '@/domain/favourite-cameras';
import { useFavouriteCameras } from '@/entities/camera/use-favourite-cameras';
import { t, tp } from '@/i18n/translate';
import { cn } from '@/lib/cn';

const VARIANTS = {
  light: {
    on: 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100',
    off: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
    star: 'text-amber-500',
  },
  // On the phone's dark cards, or over a still.
  dark: {
    on: 'border-amber-300/70 bg-slate-900/80 text-amber-100 hover:bg-slate-800',
    off: 'border-white/20 bg-slate-900/80 text-slate-100 hover:bg-slate-800',
    star: 'text-amber-300',
  },
} as const;

export interface FavouriteCameraToggleProps {
  cameraId: string;
  variant?: 'light' | 'dark';
  /** Show the words beside the star; without them they are its name and its hover hint. */
  showLabel?: boolean;
  /** The id of the camera's name on the card, so six stars in a list are told apart. */
  describedBy?: string;
  className?: string;
}

/**
 * The star of "My Cameras": a toggle button, pressed when the camera is one of the visitor's.
 * The filled star and the words say it, not the colour alone. Never place it inside another
 * button (a card): beside it.
 */
export function FavouriteCameraToggle({
  cameraId,
  variant = 'light',
  showLabel = false,
  describedBy,
  className,
}: FavouriteCameraToggleProps) {
  const { isFavourite, toggle, full } = useFavouriteCameras();
  const fullNoteId = useId();
  const on = isFavourite(cameraId);
  const blocked = !on && full;
  const label = t(on ? 'cameras.favourite.remove' : 'cameras.favourite.add');
  const tone = VARIANTS[variant];
  return (
    <button
      type="button"
      aria-pressed={on}
      // Icon only: the hint is the name too (a tooltip that loads later would remount the button).
      title={showLabel ? undefined : label}
      aria-disabled={blocked || undefined}
      aria-describedby={
        [describedBy, blocked ? fullNoteId : undefined].filter(Boolean).join(' ') || undefined
      }
      onClick={() => {
        if (!blocked) toggle(cameraId);
      }}
      className={cn(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-md border text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 motion-reduce:transition-none aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        showLabel && 'px-3',
        on ? tone.on : tone.off,
        className,
      )}
    >
      <StarIcon
        aria-hidden="true"
        className={cn('size-5', on && tone.star)}
        fill={on ? 'currentColor' : 'none'}
      />
      {showLabel ? label : null}
      {blocked ? (
        <span id={fullNoteId} hidden>
          {tp('cameras.favourite.full', MAX_FAVOURITE_CAMERAS)}
        </span>
      ) : null}
    </button>
  );
}
