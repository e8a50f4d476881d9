import NewspaperIcon from 'lucide-react/icons/newspaper';
import VideoIcon from 'lucide-react/icons/video';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CameraStill } from '@/entities/camera/camera-still';
import { FavouriteCameraToggle } from '@/entities/camera/favourite-camera-toggle';
import { directionLabel } from '@/words/labels';
import type { DetailBody } from '@/components/map/detail-body';
import type { MapItemRef, MapKind } from '@/kinds/map-kinds';
import type { Camera, NewsItem } from '@/domain/types';
import { useT } from '@/state/translator';
import { StoryFooter, StoryMeta } from './news-story';
import { CameraStatusBadge } from '@/entities/camera/camera-status-badge';

function CameraDetails({ item: camera }: { item: Camera }) {
  const { t } = useT();
  const facts = [
    camera.highway,
    directionLabel(camera.direction),
    camera.county && t('county', { county: camera.county }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      {/* Refreshed every 30 s while shown, like a camera dialog's. */}
      <CameraStill
        src={camera.imageUrl}
        name={camera.name}
        variant="dark"
        refresh="dialog"
        className="mt-3 rounded-xl"
      />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <CameraStatusBadge status={camera.status} />
        {facts ? <p className="text-sm text-slate-300">{facts}</p> : null}
        <FavouriteCameraToggle cameraId={camera.id} variant="dark" className="ml-auto" />
      </div>
    </>
  );
}

function NewsDetails({ item }: { item: NewsItem }) {
  return (
    <>
      <StoryMeta item={item} className="mt-2" />
      {item.description ? (
        <p lang="en" className="mt-2 text-sm break-words text-slate-200">
          {item.description}
        </p>
      ) : null}
      <StoryFooter item={item} />
    </>
  );
}

/**
 * Each kind's body under the selected point's title on the phone's map (dark, shorter than the
 * dialog's), for the kinds the phone's map draws (cameras and news, by design).
 */
const SELECTION_DETAILS: { [K in MapKind]?: DetailBody<K> } = {
  camera: { kind: 'camera', Body: CameraDetails },
  news: { kind: 'news', Body: NewsDetails },
};

/**
 * The selected point of the phone's Live Map: its kind, its name, a Close button and, for the
 * kinds the phone's map draws, the body (the live still and the star). Loaded after the first
 * paint, with the phone's other tabs (`phone-tabs`); the panel keeps only the section around it.
 */
export function SelectionDetails({
  target,
  onClose,
  CloseIcon,
}: {
  target: MapItemRef;
  onClose: () => void;
  /**
   * The panel's own ✕ (lucide's X), handed in: the panel's first-screen import keeps that icon in
   * `shell`. Imported only here, a later part of each screen, it went with the desktop's first
   * (the network's sections, decision 021), and a phone would fetch the desktop's view with it.
   */
  CloseIcon: LucideIcon;
}) {
  const { t } = useT();
  const details = SELECTION_DETAILS[target.kind] as DetailBody<MapKind> | undefined;
  if (!details) return null;
  const camera = target.kind === 'camera';
  const Icon = camera ? VideoIcon : NewspaperIcon;
  const title = camera ? target.item.name : target.kind === 'news' ? target.item.title : null;
  return (
    <>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold tracking-wide text-sky-200 uppercase">
            <Icon aria-hidden="true" className="size-3.5" />
            {camera ? t('phone.map.selectedCamera') : t('phone.map.selectedStory')}
          </span>
          <h3
            lang="en"
            className="mt-1 text-base leading-snug font-semibold break-words text-white"
          >
            {title}
          </h3>
        </div>
        <Button
          variant="ghost"
          size="icon"
          tone="dark"
          aria-label={t('phone.map.closeDetails')}
          onClick={onClose}
          className="-mt-1 -mr-1 shrink-0"
        >
          <CloseIcon aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <details.Body item={target.item} />
    </>
  );
}
