import { CameraStill } from '@/entities/camera/camera-still';
import { FavouriteCameraToggle } from '@/entities/camera/favourite-camera-toggle';
import { directionLabel } from '@/domain/labels';
import type { Camera, NewsItem } from '@/domain/types';
import { t } from '@/i18n/translate';
import { StoryFooter, StoryMeta } from './news-story';
import { CameraStatusBadge } from '@/entities/camera/camera-status-badge';

function CameraDetails({ camera }: { camera: Camera }) {
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
 * What the phone's Live Map shows under its title for the selected camera or story. Its own chunk
 * (the live still and the star), loaded after the first paint.
 */
export function SelectionDetails({ camera, story }: { camera?: Camera; story?: NewsItem }) {
  return (
    <>
      {camera ? <CameraDetails camera={camera} /> : null}
      {story ? <NewsDetails item={story} /> : null}
    </>
  );
}
