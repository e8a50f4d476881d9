import { useLatestItem } from '@/api/feeds/latest';
import { camerasFeed } from './feed';
import { CameraStatusText } from '@/components/details/detail-parts';
import { Facts, given } from '@/components/details/facts';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import type { DetailBody } from '@/components/map/detail-body';
import type { Camera } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { CameraStill } from './camera-still';
import { CopyCameraLinkButton } from './copy-camera-link-button';
import { FavouriteCameraToggle } from './favourite-camera-toggle';

/** A camera's details: its live still, star and "Copy link", its road, direction, county and status. */
function CameraDetails({ item: opened }: { item: Camera }) {
  const { t } = useT();
  const camera = useLatestItem(camerasFeed, opened);
  return (
    <div className="space-y-4">
      {/* Refreshed every 30 s while the dialog is open and live updates are on. */}
      <CameraStill
        src={camera.imageUrl}
        name={camera.name}
        refresh="dialog"
        className="rounded-lg"
      />
      <div className="flex flex-wrap gap-2">
        <FavouriteCameraToggle cameraId={camera.id} showLabel />
        <CopyCameraLinkButton cameraId={camera.id} />
      </div>
      <Facts
        rows={[
          [t('cameras.details.highway'), given(t, camera.highway)],
          [t('cameras.details.direction'), given(t, camera.direction)],
          [t('cameras.details.county'), given(t, camera.county)],
          [t('cameras.details.status'), <CameraStatusText key="status" status={camera.status} />],
        ]}
      />
      <FeedFreshnessOf feed={camerasFeed} />
    </div>
  );
}

export const details: DetailBody<'camera'> = { kind: 'camera', Body: CameraDetails };
