import CompassIcon from 'lucide-react/icons/compass';
import MapPinIcon from 'lucide-react/icons/map-pin';
import RouteIcon from 'lucide-react/icons/route';
import { useId } from 'react';
import { camerasFeed } from '@/entities/camera/feed';
import { CardButton, joinParts } from '@/components/card-parts';
import { CameraStatusText, CountyName } from '@/components/details/detail-parts';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { directionLabel } from '@/words/labels';
import type { Camera } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { CameraStill, CameraStillFrame, StillRefreshButton } from './camera-still';
import { CameraStatusBadge } from './camera-status-badge';
import { FavouriteCameraToggle } from './favourite-camera-toggle';
import { useCameraStill } from './use-camera-still';

/**
 * How a card is laid out: `grid` is the desktop's card (one button that opens the camera's dialog,
 * light), `compact` the phone's Traffic tab (an article with the facts in a list, dark).
 */
export type CameraCardLayout = 'grid' | 'compact';

interface CameraCardProps {
  camera: Camera;
  layout: CameraCardLayout;
  /** Opens the camera's details (the `grid` card is a button); the `compact` card opens nothing. */
  onOpen?: (opener: HTMLElement) => void;
}

// The grid card's freshness line reads the feed's update time itself, so a refresh that brings the
// same items re-renders those lines only, not the list and its cards.
function GridCard({ camera, onOpen, titleId }: CameraCardProps & { titleId: string }) {
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
        onClick={(opener) => onOpen?.(opener)}
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

function CompactCard({ camera, titleId }: CameraCardProps & { titleId: string }) {
  const { t } = useT();
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
      value: camera.county ? <CountyName county={camera.county} /> : notReported,
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
 * One camera's card on every screen: its live still (refreshed while on screen, within the
 * screen's budget), its star beside the title, and its road, direction, county and status.
 */
export function CameraCard(props: CameraCardProps) {
  const titleId = useId();
  return props.layout === 'grid' ? (
    <GridCard {...props} titleId={titleId} />
  ) : (
    <CompactCard {...props} titleId={titleId} />
  );
}
