import { memo } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import { TWIN_CITIES_CENTER } from '@/domain/constants';
import { LazyForecastPanel } from '@/entities/forecast/lazy-forecast-panel';
import { StillBudgetProvider } from '@/entities/camera/use-still-budget';
import type { MapItemRef } from '@/domain/map-items';
import type { MapLayers } from '@/kinds/map-url-state';
import type { Place } from '@/domain/place-search';
import { CameraCards, MyCameraCards } from '@/features/details/camera-cards';
import { NewsCards, WeatherCards } from '@/features/details/card-lists';
import { LiveDataPanel } from '@/features/live-data/live-data-panel';
import { useMapItems } from '@/kinds/use-map-items';
import { NearYou } from '@/features/location/near-you';
import { PlaceSearch } from '@/features/location/place-search';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

export interface MetroMapBelowProps {
  layers: MapLayers;
  onOpen: (target: MapItemRef, opener: HTMLElement | null) => void;
  onShow: (place: Place) => void;
}

/**
 * Everything on the metro page below the map: place search, Near You, the live numbers and the
 * card lists. Its own chunk: the first screen only needs the map.
 */
export function MetroMapBelow({ layers, onOpen, onShow }: MetroMapBelowProps) {
  const { t } = useT();
  return (
    <>
      <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
        <PlacePanels onOpen={onOpen} onShow={onShow} />
        <PanelBoundary name={t('app.panel.liveData')}>
          <MetroLiveData layers={layers} />
        </PanelBoundary>
      </div>
      <CardPanels onOpen={onOpen} />
    </>
  );
}

type PanelProps = Omit<MetroMapBelowProps, 'layers'>;

// Memoised: a layer toggle re-renders the live numbers, which follow the layers, and nothing else.
const PlacePanels = memo(function PlacePanels({ onOpen, onShow }: PanelProps) {
  const { t } = useT();
  return (
    <>
      <PanelBoundary name={t('app.panel.findPlace')}>
        <PlaceSearch onShow={onShow} />
      </PanelBoundary>
      <PanelBoundary name={t('app.panel.nearYou')}>
        <NearYou onOpen={onOpen} onShow={onShow} />
      </PanelBoundary>
    </>
  );
});

const CardPanels = memo(function CardPanels({ onOpen }: Pick<PanelProps, 'onOpen'>) {
  const { t } = useT();
  return (
    <>
      <PanelBoundary name={t('app.panel.forecast')}>
        <LazyForecastPanel position={TWIN_CITIES_CENTER} place={t('weather.forecast.metroPlace')} />
      </PanelBoundary>
      {/* One budget of still requests (6 per 30 s) for all the camera cards of the page. */}
      <StillBudgetProvider>
        <PanelBoundary name={t('app.panel.myCameras')}>
          <MyCameraCards onOpen={onOpen} />
        </PanelBoundary>
        <PanelBoundary name={t('app.panel.trafficCameras')}>
          <CameraCards onOpen={onOpen} />
        </PanelBoundary>
      </StillBudgetProvider>
      <PanelBoundary name={t('app.panel.weatherStations')}>
        <WeatherCards onOpen={onOpen} />
      </PanelBoundary>
      <PanelBoundary name={t('app.panel.localNews')}>
        <NewsCards onOpen={onOpen} />
      </PanelBoundary>
    </>
  );
});

/**
 * The live numbers, from what the map draws. Reads the feeds here rather than in the page, so a feed
 * update re-renders this panel only, not the page around it (the map reads its own).
 */
function MetroLiveData({ layers }: { layers: MapLayers }) {
  const { items } = useMapItems({ mode: 'metro' });
  return <LiveDataPanel items={items} layers={layers} />;
}
