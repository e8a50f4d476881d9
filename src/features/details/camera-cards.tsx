import { VideoOffIcon } from 'lucide-react';
import { useId } from 'react';
import { camerasFeed, useCameras } from '@/api/feeds/cameras';
import { CameraStillFrame, StillRefreshButton } from '@/entities/camera/camera-still';
import { FavouriteCameraToggle } from '@/entities/camera/favourite-camera-toggle';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { CAPS } from '@/domain/constants';
import { FEED_MESSAGES } from '@/domain/labels';
import { firstItems } from '@/domain/map-items';
import { myCameras } from '@/domain/my-cameras';
import type { Camera } from '@/domain/types';
import { useCameraStill } from '@/entities/camera/use-camera-still';
import { useFavouriteCameras } from '@/entities/camera/use-favourite-cameras';
import { t } from '@/i18n/translate';
import { CardButton, CardMessage, CardRegion, joinParts, type OpenCard } from './card-parts';
import { CameraStatusText, CountyName } from './detail-parts';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

// Each card's freshness line reads the feed's update time itself, so a refresh that brings the
// same items re-renders those lines only, not the list and its cards.
function CameraCard({ camera, onOpen }: { camera: Camera; onOpen: OpenCard }) {
  const titleId = useId();
  // Refreshed on the feed's 30 s cadence while on screen, within the screen's request budget.
  const still = useCameraStill(camera.imageUrl, 'card');
  return (
    <div className="relative flex h-full flex-col gap-2">
      <CardButton
        title={camera.name}
        titleId={titleId}
        media={<CameraStillFrame still={still} name={camera.name} />}
        meta={
          // The feed's road, direction and county as sent; the status in the visitor's language.
          joinParts([
            camera.highway && <span lang="en">{camera.highway}</span>,
            camera.direction && <span lang="en">{camera.direction}</span>,
            camera.county && <CountyName county={camera.county} />,
            <CameraStatusText key="status" status={camera.status} />,
          ])
        }
        onClick={(opener) => onOpen({ kind: 'camera', item: camera }, opener)}
      >
        <FeedFreshnessOf feed={camerasFeed} className="mt-auto pt-1" />
      </CardButton>
      {/* Beside the card's button, never inside it; drawn over the still's corner. */}
      <FavouriteCameraToggle
        cameraId={camera.id}
        variant="dark"
        describedBy={titleId}
        className="absolute top-2 right-2"
      />
      <StillRefreshButton still={still} name={camera.name} className="self-start" />
    </div>
  );
}

/** A favourite the feed no longer lists: kept, said so, and removable. */
function MissingCameraCard({ id }: { id: string }) {
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
  const { ids } = useFavouriteCameras();
  const feed = useCameras();
  if (ids.length === 0) return null;
  return (
    <CardRegion title={t('cameras.cards.myCameras')}>
      {feed.pending ? (
        <CardMessage>{FEED_MESSAGES.cameras.loading}</CardMessage>
      ) : !feed.data ? (
        <CardMessage tone="error">{FEED_MESSAGES.cameras.unavailable}</CardMessage>
      ) : (
        <ul className={GRID}>
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
