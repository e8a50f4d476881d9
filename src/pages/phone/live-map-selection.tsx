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
 * What the phone's Live Map shows under its title for the selected point, with the live still and
 * the star. Loaded after the first paint, with the phone's other tabs (`phone-tabs`).
 */
export function SelectionDetails({ target }: { target: MapItemRef }) {
  const details = SELECTION_DETAILS[target.kind] as DetailBody<MapKind> | undefined;
  return details ? <details.Body item={target.item} /> : null;
}
