import { weatherStationsFeed } from '@/api/feeds/weather-stations';
import { newsFeed } from '@/api/feeds/news';
import { camerasFeed } from '@/api/feeds/cameras';
import type { ReactNode } from 'react';
import { CameraStill } from '@/entities/camera/camera-still';
import { CopyCameraLinkButton } from '@/entities/camera/copy-camera-link-button';
import { FavouriteCameraToggle } from '@/entities/camera/favourite-camera-toggle';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { impactColour } from '@/domain/impact';
import { IMPACT_LABEL } from '@/domain/labels';
import { KIND_ICON } from '@/components/map/kinds/kind-icons';
import { itemTitle, KIND_LABEL, type MapItemRef } from '@/domain/map-kinds';
import type { Camera, NewsItem, StationField, WeatherStation } from '@/domain/types';
import { useNow } from '@/hooks/use-now';
import { t } from '@/i18n/translate';
import {
  CameraStatusText,
  CountyName,
  formatHumidity,
  formatTemperature,
  formatVisibility,
  formatWind,
  observedLabel,
  publishedLabel,
} from '@/components/details/detail-parts';
import { FallbackNote } from './fallback-note';
import { useLatestCamera, useLatestNews, useLatestStation } from './feed-updates';
import { NewsLink } from './news-link';

function Title({ target }: { target: MapItemRef }) {
  const Icon = KIND_ICON[target.kind];
  return (
    <>
      <span className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-blue-800 uppercase">
        <Icon aria-hidden="true" className="size-4" />
        {KIND_LABEL[target.kind]}
      </span>
      <span className="block" lang="en">
        {itemTitle(target)}
      </span>
    </>
  );
}

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A feed's value as sent, or "Not given" in the visitor's words when it is empty. */
function given(value: string): ReactNode {
  return value ? <span lang="en">{value}</span> : t('cameras.details.notGiven');
}

function CameraDetails({ camera: opened }: { camera: Camera }) {
  const camera = useLatestCamera(opened);
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
          [t('cameras.details.highway'), given(camera.highway)],
          [t('cameras.details.direction'), given(camera.direction)],
          [t('cameras.details.county'), given(camera.county)],
          [t('cameras.details.status'), <CameraStatusText key="status" status={camera.status} />],
        ]}
      />
      <FeedFreshnessOf feed={camerasFeed} />
    </div>
  );
}

function StationValue({
  station,
  field,
  children,
}: {
  station: WeatherStation;
  field: StationField;
  children: ReactNode;
}) {
  return (
    <>
      {children}
      <FallbackNote station={station} field={field} />
    </>
  );
}

function WeatherDetails({ station: opened }: { station: WeatherStation }) {
  const station = useLatestStation(opened);
  const now = useNow(15_000);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-bold text-slate-900 tabular-nums">
          {formatTemperature(station)}
        </span>
        <FallbackNote station={station} field="temperatureF" />
        <span className="text-base text-slate-700">
          <StationValue station={station} field="conditions">
            <span lang="en">{station.conditions}</span>
          </StationValue>
        </span>
      </div>
      <Facts
        rows={[
          [t('cameras.details.county'), <CountyName key="c" county={station.county} />],
          [
            t('cameras.details.humidity'),
            <StationValue key="h" station={station} field="humidityPercent">
              {formatHumidity(station)}
            </StationValue>,
          ],
          [
            t('cameras.details.wind'),
            <StationValue key="w" station={station} field="windMph">
              {formatWind(station)}
              {station.fallbackFields.includes('windDirectionDeg') ? (
                <FallbackNote station={station} field="windDirectionDeg" />
              ) : null}
            </StationValue>,
          ],
          [
            t('cameras.details.visibility'),
            <StationValue key="v" station={station} field="visibilityMi">
              {formatVisibility(station)}
            </StationValue>,
          ],
          [t('cameras.details.observation'), observedLabel(station.observedAt, now)],
        ]}
      />
      <FeedFreshnessOf feed={weatherStationsFeed} />
    </div>
  );
}

const IMPACT_TONE = { red: 'red', orange: 'orange', blue: 'blue' } as const;

function NewsDetails({ item: opened }: { item: NewsItem }) {
  const item = useLatestNews(opened);
  const published = publishedLabel(item.publishedAt);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Badge tone="purple" lang="en">
          {item.category}
        </Badge>
        <Badge tone={IMPACT_TONE[impactColour(item.impact)]}>{IMPACT_LABEL[item.impact]}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {/* One text run (the source's name, a proper noun, stays as the feed sent it). */}
        {[item.source, published].filter(Boolean).join(' · ') ||
          t('cameras.details.sourceNotGiven')}
      </p>
      {item.description ? (
        <p lang="en" className="text-base text-slate-800">
          {item.description}
        </p>
      ) : null}
      {item.tags.length ? (
        <ul aria-label={t('cameras.details.tags')} className="flex flex-wrap gap-1.5">
          {item.tags.map((tag) => (
            <li key={tag}>
              <Badge lang="en">#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <NewsLink url={item.url} />
      <div>
        <FeedFreshnessOf feed={newsFeed} />
      </div>
    </div>
  );
}

/** The marker/card details: one modal for all three kinds. */
export function DetailsDialog({ target, onClose }: { target: MapItemRef; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<Title target={target} />}
    >
      {target.kind === 'camera' ? (
        <CameraDetails camera={target.item} />
      ) : target.kind === 'weather' ? (
        <WeatherDetails station={target.item} />
      ) : (
        <NewsDetails item={target.item} />
      )}
    </Dialog>
  );
}
