import MapPinIcon from 'lucide-react/icons/map-pin';
import SearchIcon from 'lucide-react/icons/search';
import { useId, useMemo, useState } from 'react';
import { useCameras } from '@/entities/camera/feed';
import { useCities } from '@/api/feeds/cities';
import { FALLBACK_STATIONS, useWeatherStations } from '@/entities/weather-station/feed';
import { Trans } from '@/components/trans';
import { Button } from '@/components/ui/button';
import { placesFrom, searchPlaces, type Place } from '@/domain/place-search';
import { placeDetail } from '@/words/place-search';
import type { Camera, City } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

const NO_CITIES: City[] = [];
const NO_CAMERAS: Camera[] = [];
const POPULAR_COUNT = 6;

function PlaceButton({ place, onShow }: { place: Place; onShow: (place: Place) => void }) {
  const { t } = useT();
  return (
    <Button
      variant="ghost"
      size="row"
      aria-label={t('map.showOnMap', { place: place.name })}
      onClick={() => onShow(place)}
      className="items-center gap-2"
    >
      <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <span className="min-w-0">
        <span lang="en" className="block truncate text-sm font-medium text-slate-900">
          {place.name}
        </span>
        <span className="block text-sm break-words text-slate-600">{placeDetail(place)}</span>
      </span>
    </Button>
  );
}

/** Search a city, station or camera by name and show it in the middle of the map. */
export function PlaceSearch({ onShow }: { onShow: (place: Place) => void }) {
  const { t } = useT();
  const inputId = useId();
  const headingId = useId();
  const cities = useCities();
  const cameras = useCameras();
  const stations = useWeatherStations().data ?? FALLBACK_STATIONS;
  const cityList = cities.data ?? NO_CITIES;
  const cameraList = cameras.data ?? NO_CAMERAS;
  const places = useMemo(
    () => placesFrom({ cities: cityList, cameras: cameraList, stations }),
    [cityList, cameraList, stations],
  );
  const popular = useMemo(
    () =>
      [...cityList]
        .sort((a, b) => b.population - a.population)
        .slice(0, POPULAR_COUNT)
        .map((city) => places.find((place) => place.id === `city:${city.id}`))
        .filter((place): place is Place => Boolean(place)),
    [cityList, places],
  );
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const results = useMemo(() => searchPlaces(places, query), [places, query]);
  const show = (place: Place) => {
    setShown(place.name);
    onShow(place);
  };
  const searching = query.trim() !== '';
  const noMatch = searching && results.length === 0;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('map.placeSearch.title')}
      </h2>
      <label htmlFor={inputId} className="text-sm text-slate-700">
        {t('map.placeSearch.label')}
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('map.placeSearch.placeholder')}
          autoComplete="off"
          className="min-h-11 w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600"
        />
      </div>
      {searching && results.length > 0 ? (
        <ul aria-label={t('map.placeSearch.results')} className="-mx-3 max-h-72 overflow-y-auto">
          {results.map((place) => (
            <li key={place.id}>
              <PlaceButton place={place} onShow={show} />
            </li>
          ))}
        </ul>
      ) : null}
      {/*
        On the page from the start, so "no match" is said as the typing narrows to it (a live
        region made with its words is not said); out of the layout while it is empty.
      */}
      <div
        aria-live="polite"
        className={noMatch ? 'flex flex-col gap-1 text-sm text-slate-700' : 'sr-only'}
      >
        {noMatch ? (
          <>
            <p>{t('map.placeSearch.noMatch', { query: query.trim() })}</p>
            {/* What could not be searched, so "no match" is not read as "no such place". */}
            {cities.failure && !cities.data ? <p>{t('map.placeSearch.noCities')}</p> : null}
            {cameras.failure && !cameras.data ? <p>{t('feed.cameras.unavailable')}</p> : null}
          </>
        ) : null}
      </div>
      {searching ? null : popular.length ? (
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('map.placeSearch.largest')}
          </h3>
          <ul aria-label={t('map.placeSearch.largest')} className="-mx-3 mt-1 grid grid-cols-2">
            {popular.map((place) => (
              <li key={place.id}>
                <PlaceButton place={place} onShow={show} />
              </li>
            ))}
          </ul>
        </div>
      ) : cities.failure ? (
        <p className="text-sm text-slate-700">{t('map.placeSearch.noCities')}</p>
      ) : null}
      <p role="status" className="text-sm font-medium text-fuchsia-800">
        {shown ? (
          <Trans
            text={t('map.placeSearch.showing')}
            parts={{ place: <span lang="en">{shown}</span> }}
          />
        ) : (
          ''
        )}
      </p>
    </section>
  );
}
