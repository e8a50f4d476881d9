import { CompassIcon, MapPinIcon, RouteIcon } from 'lucide-react';
import { useId } from 'react';
import { camerasFeed, useCameras } from '@/api/feeds/cameras';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { CameraStill } from '@/entities/camera/camera-still';
import { useLinkedCamera } from '@/entities/camera/use-linked-camera';
import { FavouriteCameraToggle } from '@/entities/camera/favourite-camera-toggle';
import { selectTrafficCameras } from '@/domain/compact-view';
import { CAPS } from '@/domain/constants';
import { directionLabel, FEED_MESSAGES } from '@/domain/labels';
import { favouritesFirst } from '@/domain/my-cameras';
import type { Camera, LatLng } from '@/domain/types';
import { useFavouriteCameras } from '@/entities/camera/use-favourite-cameras';
import { t } from '@/i18n/translate';
import { StillBudgetProvider } from '@/entities/camera/use-still-budget';
import { PanelHeading, PanelMessage } from './panel-status';
import { CameraStatusBadge } from '@/entities/camera/camera-status-badge';

function CameraCard({ camera }: { camera: Camera }) {
  const titleId = useId();
  const notReported = t('phone.traffic.notReported');
  // `lang` marks a value written as the feed sent it.
  const facts = [
    {
      icon: RouteIcon,
      label: t('phone.traffic.highway'),
      value: camera.highway || notReported,
      lang: camera.highway ? 'en' : undefined,
    },
    {
      icon: CompassIcon,
      label: t('phone.traffic.direction'),
      value: directionLabel(camera.direction) || notReported,
      lang: undefined,
    },
    {
      icon: MapPinIcon,
      label: t('phone.traffic.county'),
      value: camera.county ? t('county', { county: camera.county }) : notReported,
      lang: undefined,
    },
  ];
  return (
    <article
      aria-label={camera.name}
      className="overflow-hidden rounded-2xl border border-white/10 bg-slate-900"
    >
      <div className="relative">
        {/* Refreshed every 30 s while on screen, within the tab's budget of still requests. */}
        <CameraStill src={camera.imageUrl} name={camera.name} variant="dark" refresh="card" />
        <CameraStatusBadge status={camera.status} className="absolute top-2 left-2 shadow" />
        <FavouriteCameraToggle
          cameraId={camera.id}
          variant="dark"
          describedBy={titleId}
          className="absolute top-2 right-2"
        />
      </div>
      <div className="p-4">
        <h3 id={titleId} lang="en" className="text-base font-semibold break-words text-white">
          {camera.name}
        </h3>
        <dl className="mt-2 grid gap-1.5 text-sm">
          {facts.map(({ icon: Icon, label, value, lang }) => (
            <div key={label} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <dt className="w-20 shrink-0 text-slate-300">{label}</dt>
              <dd lang={lang} className="min-w-0 font-medium break-words text-slate-100">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

/**
 * Up to six cameras with their stills: a linked camera, then the visitor's own, then working ones
 * nearby.
 */
export function TrafficPanel({ headingId, center }: { headingId: string; center: LatLng | null }) {
  const { data, pending } = useCameras();
  const { ids } = useFavouriteCameras();
  // A linked camera (`/?camera=`) first; an id the feed lacks is said by useLinkedCamera.
  const { target } = useLinkedCamera();
  const linked = target.kind === 'found' ? target.camera.id : null;
  const first = linked ? [linked, ...ids] : ids;
  const cameras = data
    ? favouritesFirst(
        first,
        data,
        selectTrafficCameras(data, { center }),
        CAPS.compactTrafficCameras,
      )
    : [];
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
              <CameraCard key={camera.id} camera={camera} />
            ))}
          </div>
        </StillBudgetProvider>
      )}
    </>
  );
}
