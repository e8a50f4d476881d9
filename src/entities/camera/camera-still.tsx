import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import TriangleAlertIcon from 'lucide-react/icons/triangle-exclamation-point';
import VideoIcon from 'lucide-react/icons/video';
import VideoOffIcon from 'lucide-react/icons/video-off';
import { stillAgeLabel } from '@/words/camera-stills';
import {
  useCameraStill,
  type CameraStillState,
  type StillRefreshMode,
} from '@/entities/camera/use-camera-still';
import { useTimeDerived } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';

export type StillVariant = 'light' | 'dark';

/** Re-read every 5 s; the label itself changes at most every 10 s. */
const AGE_TICK_MS = 5_000;

function StillAge({ loadedAt }: { loadedAt: number }) {
  const { t } = useT();
  const label = useTimeDerived(AGE_TICK_MS, (now) => stillAgeLabel(loadedAt, now));
  const online = useOnline();
  // Offline, a still can only be the copy kept on this device, taken at a time it does not carry.
  return <span className="block">{online ? label : t('cameras.still.offline')}</span>;
}

function Unavailable({ variant }: { variant: StillVariant }) {
  const { t } = useT();
  return variant === 'light' ? (
    <span className="flex size-full flex-col items-center justify-center gap-1 text-slate-200">
      <VideoOffIcon aria-hidden="true" className="size-7" />
      <span className="text-sm font-medium">{t('cameras.still.unavailable')}</span>
    </span>
  ) : (
    <span className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-800 to-slate-900 text-slate-300">
      <VideoIcon aria-hidden="true" className="size-8" />
      <span className="text-sm font-medium">{t('cameras.still.liveCamera')}</span>
    </span>
  );
}

/**
 * The still in its fixed 16:9 box: the placeholder, or the last good frame with its age (and
 * "Image may be out of date" after two failed refreshes in a row). Spans only, so it can sit
 * inside a card's <button>.
 */
export function CameraStillFrame({
  still,
  name,
  variant = 'light',
  className,
}: {
  still: CameraStillState;
  name: string;
  variant?: StillVariant;
  className?: string;
}) {
  const { t } = useT();
  const { attach, view, imageUrl, loadedAt, onImageLoad, onImageError, seen } = still;
  const unavailable = view === 'unavailable' || imageUrl === null;
  return (
    <span
      ref={attach}
      className={cn(
        'relative block aspect-video overflow-hidden',
        variant === 'light' && !unavailable ? 'bg-slate-200' : 'bg-slate-800',
        className,
      )}
    >
      {unavailable ? (
        <Unavailable variant={variant} />
      ) : (
        <>
          {variant === 'light' && (view === 'loading' || !seen) ? (
            // Seen until the lazily loaded still arrives.
            <VideoIcon
              aria-hidden="true"
              className="absolute top-1/2 left-1/2 size-8 -translate-1/2 text-slate-400"
            />
          ) : null}
          {seen ? (
            <img
              src={imageUrl ?? undefined}
              alt={t('cameras.still.liveViewFrom', { name })}
              loading="lazy"
              decoding="async"
              width={320}
              height={180}
              className="relative size-full object-cover"
              onLoad={onImageLoad}
              onError={onImageError}
            />
          ) : null}
          {loadedAt ? (
            <span className="absolute bottom-1.5 left-1.5 flex flex-col items-start gap-1 text-xs font-medium">
              {view === 'outdated' ? (
                <span className="inline-flex items-center gap-1 rounded bg-amber-300 px-1.5 py-0.5 text-amber-950">
                  <TriangleAlertIcon aria-hidden="true" className="size-3.5" />
                  {t('cameras.still.outdated')}
                </span>
              ) : null}
              <span className="rounded bg-slate-950/75 px-1.5 py-0.5 text-white">
                <StillAge loadedAt={loadedAt} />
              </span>
            </span>
          ) : null}
        </>
      )}
    </span>
  );
}

/**
 * "Refresh image", shown only while the browser asks to save data (stills then refresh only on
 * request). A card that is itself a button must place this beside it, never inside.
 */
export function StillRefreshButton({
  still,
  name,
  variant = 'light',
  className,
}: {
  still: CameraStillState;
  /** The camera's name, told to screen readers so a list's buttons differ. */
  name: string;
  variant?: StillVariant;
  className?: string;
}) {
  const { t } = useT();
  if (!still.manual) return null;
  return (
    <Button
      variant="secondary"
      tone={variant}
      onClick={still.refreshNow}
      aria-disabled={still.refreshing || undefined}
      aria-description={t('cameras.still.liveViewFrom', { name })}
      className={cn('aria-disabled:cursor-wait', className)}
    >
      <RefreshCwIcon
        aria-hidden="true"
        className={cn('size-4', still.refreshing && 'animate-spin motion-reduce:animate-none')}
      />
      {t('cameras.still.refresh')}
    </Button>
  );
}

export interface CameraStillProps {
  /** The feed's still URL (already http(s)-checked); null: the camera has none. */
  src: string | null;
  name: string;
  /** `light` on cards and dialogs ("Camera Unavailable"); `dark` in the phone view ("Live Camera"). */
  variant?: StillVariant;
  refresh?: StillRefreshMode;
  className?: string;
}

/**
 * A camera still kept live, with its "Refresh image" button under it when data saving is on.
 * For a card that is a button, use `useCameraStill` with `CameraStillFrame` inside the card and
 * `StillRefreshButton` beside it.
 */
export function CameraStill({
  src,
  name,
  variant = 'light',
  refresh = 'none',
  className,
}: CameraStillProps) {
  const still = useCameraStill(src, refresh);
  if (!still.manual) {
    return <CameraStillFrame still={still} name={name} variant={variant} className={className} />;
  }
  return (
    <span className="flex flex-col items-start gap-2">
      <CameraStillFrame
        still={still}
        name={name}
        variant={variant}
        className={cn('w-full', className)}
      />
      <StillRefreshButton still={still} name={name} variant={variant} />
    </span>
  );
}
