import VideoOffIcon from 'lucide-react/icons/video-off';
import { useId, useRef } from 'react';
import { useCameras } from '@/entities/camera/feed';
import { CameraCard as Card } from '@/entities/camera/camera-card';
import { FavouriteCameraToggle } from '@/entities/camera/favourite-camera-toggle';
import { CAPS } from '@/domain/constants';
import { FEED_MESSAGES } from '@/words/labels';
import { firstItems } from '@/domain/map-items';
import { myCameras } from '@/entities/camera/my-cameras';
import type { Camera } from '@/domain/types';
import { useFavouriteCameras } from '@/entities/camera/use-favourite-cameras';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { CardMessage, CardRegion, type OpenCard } from '@/components/card-parts';
import { useFocusAfterRemoval } from './use-focus-after-removal';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The shared camera card in the desktop's grid layout, opening the camera's details. */
function CameraCard({ camera, onOpen }: { camera: Camera; onOpen: OpenCard }) {
  return (
    <Card
      camera={camera}
      layout="grid"
      onOpen={(opener) => onOpen({ kind: 'camera', item: camera }, opener)}
    />
  );
}

/** A favourite the feed no longer lists: kept, said so, and removable. */
function MissingCameraCard({ id }: { id: string }) {
  const { t } = useT();
  const titleId = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4">
      <VideoOffIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold break-words text-slate-900">
          {t('cameras.cards.missingTitle', { id })}
        </p>
        <p className="text-sm text-slate-700">{t('cameras.cards.missingNote')}</p>
      </div>
      <FavouriteCameraToggle cameraId={id} describedBy={titleId} />
    </div>
  );
}

/** "Traffic Cameras": the first six cameras of the feed. */
export function CameraCards({ onOpen }: { onOpen: OpenCard }) {
  const { t } = useT();
  const feed = useCameras();
  const cameras = firstItems(feed.data, CAPS.metroCameraCards);
  return (
    <CardRegion title={t('cameras.cards.trafficCameras')}>
      {feed.pending ? (
        <CardMessage>{FEED_MESSAGES.cameras.loading}</CardMessage>
      ) : !feed.data ? (
        <CardMessage tone="error">{FEED_MESSAGES.cameras.unavailable}</CardMessage>
      ) : cameras.length === 0 ? (
        <CardMessage>{t('cameras.cards.noCameras')}</CardMessage>
      ) : (
        <ul className={GRID}>
          {cameras.map((camera) => (
            <li key={camera.id}>
              <CameraCard camera={camera} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </CardRegion>
  );
}

/**
 * "My Cameras": the visitor's starred cameras in their order, first among the card lists; absent
 * while there are none. A favourite is called missing only when a feed that did answer lacks it.
 */
export function MyCameraCards({ onOpen }: { onOpen: OpenCard }) {
  const { t } = useT();
  const { ids } = useFavouriteCameras();
  const feed = useCameras();
  const list = useRef<HTMLUListElement>(null);
  const noteClick = useFocusAfterRemoval(list, ids);
  if (ids.length === 0) return null;
  return (
    <CardRegion title={t('cameras.cards.myCameras')}>
      {feed.pending ? (
        <CardMessage>{FEED_MESSAGES.cameras.loading}</CardMessage>
      ) : !feed.data ? (
        <CardMessage tone="error">{FEED_MESSAGES.cameras.unavailable}</CardMessage>
      ) : (
        <ul ref={list} className={GRID} onClickCapture={noteClick}>
          {myCameras(ids, feed.data).map(({ id, camera }) => (
            <li key={id}>
              {camera ? (
                <CameraCard camera={camera} onOpen={onOpen} />
              ) : (
                <MissingCameraCard id={id} />
              )}
            </li>
          ))}
        </ul>
      )}
    </CardRegion>
  );
}
