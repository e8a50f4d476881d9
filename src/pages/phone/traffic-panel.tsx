import { Suspense, useMemo, useState } from 'react';
import { camerasFeed, useCameras } from '@/entities/camera/feed';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { PanelBoundary } from '@/components/panel-boundary';
import { CameraCard } from '@/entities/camera/camera-card';
import { selectTrafficCameras } from '@/domain/compact-lists';
import { CAPS } from '@/domain/constants';
import { FEED_MESSAGES } from '@/words/labels';
import { favouritesFirst } from '@/entities/camera/my-cameras';
import type { Camera, LatLng } from '@/domain/types';
import { useLinkedCamera } from '@/entities/camera/use-linked-camera';
import { useFavouriteCameras } from '@/entities/camera/use-favourite-cameras';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { lazyChunk } from '@/lib/load-chunk';
import { StillBudgetProvider } from '@/entities/camera/use-still-budget';
import { PanelHeading } from './panel-heading';
import { PanelMessage } from './panel-status';

// The details dialog, from its own chunk, when a link opens it. Not through details-host and
// use-linked-details: they are part of the desktop view's chunk, which every phone would then
// fetch when its tabs preload (the dialog's chunk brings that chunk along, but only when opened).
const DetailsDialog = lazyChunk(() =>
  import('@/features/details/details-dialog').then((module) => module.DetailsDialog),
);

/**
 * Up to six cameras with their stills: a linked camera, then the visitor's own, then working ones
 * nearby.
 */
export function TrafficPanel({ headingId, center }: { headingId: string; center: LatLng | null }) {
  const { t } = useT();
  const { data, pending } = useCameras();
  const { ids } = useFavouriteCameras();
  // A linked camera (`/?camera=`) opens its dialog, as on every screen, and stays first after it
  // is closed (the link then leaves the URL); an id the feed lacks is said by useLinkedCamera.
  const [opened, setOpened] = useState<Camera | null>(null);
  const { target, close: closeLink } = useLinkedCamera(setOpened);
  const linked = target.kind === 'found' ? target.camera.id : null;
  const [pinned, setPinned] = useState<string | null>(null);
  if (linked && linked !== pinned) setPinned(linked);
  // Each pass goes over every camera of the feed (~1,000): the pick once per answer or city, the
  // list once per answer, pick or star, and neither again when a dialog opens or closes.
  const picked = useMemo(
    () => (data ? selectTrafficCameras(data, { center }) : []),
    [data, center],
  );
  const cameras = useMemo(
    () =>
      data
        ? favouritesFirst(pinned ? [pinned, ...ids] : ids, data, picked, CAPS.compactTrafficCameras)
        : [],
    [data, picked, pinned, ids],
  );
  return (
    <>
      <PanelHeading
        id={headingId}
        title={t('phone.traffic.title')}
        count={data ? cameras.length : undefined}
      >
        {data ? <FeedFreshnessOf feed={camerasFeed} tone="dark" className="justify-end" /> : null}
      </PanelHeading>
      {pending ? (
        <PanelMessage kind="loading">{FEED_MESSAGES.cameras.loading}</PanelMessage>
      ) : !data ? (
        <PanelMessage kind="error">{t('phone.traffic.failed')}</PanelMessage>
      ) : cameras.length === 0 ? (
        <PanelMessage kind="empty">{t('phone.traffic.empty')}</PanelMessage>
      ) : (
        <StillBudgetProvider>
          <div className="grid gap-4 min-[560px]:grid-cols-2">
            {cameras.map((camera) => (
              <CameraCard key={camera.id} camera={camera} layout="compact" />
            ))}
          </div>
        </StillBudgetProvider>
      )}
      {opened ? (
        <PanelBoundary name={t('map.details.panelName')}>
          <Suspense fallback={null}>
            <DetailsDialog
              target={{ kind: 'camera', item: opened }}
              onClose={() => {
                setOpened(null);
                closeLink();
              }}
            />
          </Suspense>
        </PanelBoundary>
      ) : null}
    </>
  );
}
