import StarIcon from 'lucide-react/icons/star';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { MAX_FAVOURITE_CAMERAS } from '@/domain/favourite-cameras';
import { useFavouriteCameras } from '@/entities/camera/use-favourite-cameras';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { cn } from '@/lib/cn';

// The filled star's own colour, a shade brighter than the words beside it.
const STAR = { light: 'text-amber-500', dark: 'text-amber-300' } as const;

export interface FavouriteCameraToggleProps {
  cameraId: string;
  /** `dark` on the phone's dark cards, or over a still. */
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
  const { t, tp } = useT();
  const { isFavourite, toggle, full } = useFavouriteCameras();
  const fullNoteId = useId();
  const on = isFavourite(cameraId);
  const blocked = !on && full;
  const label = t(on ? 'cameras.favourite.remove' : 'cameras.favourite.add');
  return (
    <Button
      variant="toggle"
      accent="amber"
      tone={variant}
      size={showLabel ? 'md' : 'icon'}
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
      // At least 44 px square, with its words in any language too.
      className={cn(
        'min-h-11 min-w-11 shrink-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        className,
      )}
    >
      <StarIcon
        aria-hidden="true"
        className={cn('size-5', on && STAR[variant])}
        fill={on ? 'currentColor' : 'none'}
      />
      {showLabel ? label : null}
      {blocked ? (
        <span id={fullNoteId} hidden>
          {tp('cameras.favourite.full', MAX_FAVOURITE_CAMERAS)}
        </span>
      ) : null}
    </Button>
  );
}
