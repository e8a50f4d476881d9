import CrosshairIcon from 'lucide-react/icons/crosshair';
import LocateFixedIcon from 'lucide-react/icons/locate-fixed';
import NavigationIcon from 'lucide-react/icons/navigation';
import { useId, useRef, type ReactNode } from 'react';
import { useCameras } from '@/entities/camera/feed';
import { useCities } from '@/api/feeds/cities';
import { useNews } from '@/entities/news/feed';
import { FALLBACK_STATIONS, useWeatherStations } from '@/entities/weather-station/feed';
import { temperatureLabel } from '@/words/labels';
import { findCityByName } from '@/domain/cities';
import {
  NEAR_YOU_NEWS_RADIUS_MI,
  NEARBY_CAMERA_COUNT,
  NEARBY_NEWS_COUNT,
} from '@/domain/constants';
import { isInMetroBox, isValidLatLng } from '@/domain/geo';
import type { MapItemRef } from '@/domain/map-items';
import { milesToKm, nearest } from '@/domain/nearby';
import { formatDistance } from '@/words/nearby';
import type { Place } from '@/domain/place-search';
import type { LatLng } from '@/domain/types';
import { Trans } from '@/components/trans';
import { Button } from '@/components/ui/button';
import { hasCurrentTemperature } from '@/domain/units';
import { useTimeDerived } from '@/hooks/use-now';
import { serverNow } from '@/api/server-clock';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { useLocationRequest } from './use-location-request';
import type { GeolocationState } from '@/state/use-geolocation';
import { useVisitor } from '@/state/visitor';

interface Reference {
  point: LatLng;
  /** The city's name; '' for the visitor's own position. */
  name: string;
  source: 'city' | 'position';
}

/** A camera, station or story, named as its feed names it (`label`, kept in English). */
function ItemButton({
  label,
  distanceKm,
  detail,
  onClick,
}: {
  label: string;
  distanceKm: number;
  detail?: ReactNode;
  onClick: (opener: HTMLElement) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="row"
      onClick={(event) => onClick(event.currentTarget)}
      className="items-center justify-between gap-3"
    >
      <span className="min-w-0">
        <span lang="en" className="block truncate text-sm font-medium text-slate-900">
          {label}
        </span>
        {detail ? <span className="block text-sm text-slate-600">{detail}</span> : null}
      </span>
      <span className="shrink-0 text-sm text-slate-700 tabular-nums">
        {formatDistance(distanceKm)}
      </span>
    </Button>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <h3 id={id} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </h3>
      <ul aria-labelledby={id} className="-mx-3 mt-1">
        {children}
      </ul>
    </div>
  );
}

/** Before there is a place to measure from: finding it, a button to share it, or how to get one. */
function NoReference({
  geolocation,
  onLocate,
}: {
  geolocation: GeolocationState;
  onLocate: () => void;
}) {
  const { t } = useT();
  if (geolocation === 'pending')
    return <p className="text-sm text-slate-700">{t('map.nearYou.finding')}</p>;
  if (geolocation === 'prompt')
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">{t('map.nearYou.prompt')}</p>
        <Button variant="primary" className="w-fit" onClick={onLocate}>
          <LocateFixedIcon aria-hidden="true" className="size-4" />
          {t('map.nearYou.useLocation')}
        </Button>
      </div>
    );
  return <p className="text-sm text-slate-700">{t('map.nearYou.denied')}</p>;
}

/**
 * What is near the visitor: from the city chosen in the header, else from the browser's location.
 * Items open the same details dialog; "Show on map" centres the map there.
 */
export function NearYou({
  onOpen,
  onShow,
}: {
  onOpen: (ref: MapItemRef, opener: HTMLElement | null) => void;
  onShow: (place: Place) => void;
}) {
  const { t } = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { position, geolocation, selectedCity, requestLocation } = useVisitor();
  // Read up front, not only in the branches that use them: TanStack re-renders a component that has
  // read none of a query's fields on every change of that query (each fetch start and end).
  const { data: cityList } = useCities();
  const { data: cameraList, pending: camerasPending, failure: camerasFailure } = useCameras();
  const { data: newsList, pending: newsPending, failure: newsFailure } = useNews();
  const stations = useWeatherStations().data ?? FALLBACK_STATIONS;
  // A reading turns old (2 hours) without a new answer: re-read each minute, re-rendering only
  // when a station's reading stops (or starts) being current.
  const currentStations = useTimeDerived(60_000, (now) =>
    stations
      .filter((station) => hasCurrentTemperature(station, serverNow(now)))
      .map((station) => station.id)
      .join(' '),
  );
  const city = selectedCity ? findCityByName(cityList ?? [], selectedCity) : undefined;
  const reference: Reference | null =
    city && isValidLatLng(city.position)
      ? { point: city.position, name: city.name, source: 'city' }
      : position
        ? { point: position, name: '', source: 'position' }
        : null;

  const { locate, said } = useLocationRequest({
    heading,
    requestLocation,
    geolocation,
    found: reference === null ? 'none' : reference.source,
  });
  let body: ReactNode;
  if (!reference) {
    body = <NoReference geolocation={geolocation} onLocate={locate} />;
  } else {
    const closestCameras = nearest(cameraList ?? [], reference.point, NEARBY_CAMERA_COUNT);
    const [closestStation] = nearest(stations, reference.point, 1);
    const localNews = nearest(
      newsList ?? [],
      reference.point,
      Infinity,
      milesToKm(NEAR_YOU_NEWS_RADIUS_MI),
    );
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {reference.source === 'city' ? (
            <Trans
              text={t('map.nearYou.closestToCity')}
              parts={{ city: <span lang="en">{reference.name}</span> }}
            />
          ) : (
            t('map.nearYou.closestToYou')
          )}
          {isInMetroBox(reference.point) ? '' : ` ${t('map.nearYou.outside')}`}
        </p>
        {closestStation ? (
          <Group title={t('map.nearYou.station')}>
            <li>
              <ItemButton
                label={closestStation.item.name}
                detail={
                  !currentStations.split(' ').includes(closestStation.item.id) ? (
                    t('map.nearYou.noReading')
                  ) : (
                    <>
                      {temperatureLabel(closestStation.item.temperatureF)} ·{' '}
                      <span lang="en">{closestStation.item.conditions}</span>
                    </>
                  )
                }
                distanceKm={closestStation.distanceKm}
                onClick={(opener) => onOpen({ kind: 'weather', item: closestStation.item }, opener)}
              />
            </li>
          </Group>
        ) : null}
        <Group title={t('map.nearYou.cameras')}>
          {closestCameras.length ? (
            closestCameras.map(({ item, distanceKm }) => (
              <li key={item.id}>
                <ItemButton
                  label={item.name}
                  distanceKm={distanceKm}
                  onClick={(opener) => onOpen({ kind: 'camera', item }, opener)}
                />
              </li>
            ))
          ) : (
            <li className="px-3 text-sm text-slate-700">
              {camerasPending
                ? t('map.nearYou.loadingCameras')
                : camerasFailure && !cameraList
                  ? t('feed.cameras.unavailable')
                  : t('map.nearYou.noCameras')}
            </li>
          )}
        </Group>
        <Group
          title={t('map.nearYou.news', {
            radius: NEAR_YOU_NEWS_RADIUS_MI,
            // No count the feed did not give: '…' while it loads, '–' when it failed with none.
            count: newsPending ? '…' : newsFailure && !newsList ? '–' : localNews.length,
          })}
        >
          {localNews.length ? (
            localNews.slice(0, NEARBY_NEWS_COUNT).map(({ item, distanceKm }) => (
              <li key={item.id}>
                <ItemButton
                  label={item.title}
                  distanceKm={distanceKm}
                  onClick={(opener) => onOpen({ kind: 'news', item }, opener)}
                />
              </li>
            ))
          ) : (
            <li className="px-3 text-sm text-slate-700">
              {newsPending
                ? t('map.feed.loadingNews')
                : newsFailure && !newsList
                  ? t('feed.news.unavailable')
                  : t('map.nearYou.noNews')}
            </li>
          )}
        </Group>
        {isInMetroBox(reference.point) ? (
          <Button
            className="w-fit"
            onClick={() =>
              onShow({
                id: `near:${reference.source}`,
                kind: 'city',
                name: reference.source === 'city' ? reference.name : t('map.nearYou.yourLocation'),
                county: '',
                route: '',
                position: reference.point,
              })
            }
          >
            <CrosshairIcon aria-hidden="true" className="size-4" />
            {reference.source === 'city' ? (
              <Trans
                text={t('map.showOnMap')}
                parts={{ place: <span lang="en">{reference.name}</span> }}
              />
            ) : (
              t('map.nearYou.showMine')
            )}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 outline-none"
      >
        <NavigationIcon aria-hidden="true" className="size-5 text-blue-700" />
        {t('map.nearYou.title')}
      </h2>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {body}
    </section>
  );
}
