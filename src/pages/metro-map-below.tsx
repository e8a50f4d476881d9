import { PanelBoundary } from '@/components/panel-boundary';
import type { MapItemRef, MapItems } from '@/domain/map-items';
import type { MapLayers } from '@/domain/map-url-state';
import type { Place } from '@/domain/place-search';
import { CameraCards, NewsCards, WeatherCards } from '@/features/details/card-lists';
import { LiveDataPanel } from '@/features/live-data/live-data-panel';
import { NearYou } from '@/features/location/near-you';
import { PlaceSearch } from '@/features/location/place-search';

export interface MetroMapBelowProps {
  items: MapItems;
  layers: MapLayers;
  onOpen: (target: MapItemRef, opener: HTMLElement | null) => void;
  onShow: (place: Place) => void;
}

/**
 * Everything on the metro page below the map: place search, Near You, the live numbers and the
 * card lists. Its own chunk: the first screen only needs the map.
 */
export function MetroMapBelow({ items, layers, onOpen, onShow }: MetroMapBelowProps) {
  return (
    <>
      <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
        <PanelBoundary name="Find a Place">
          <PlaceSearch onShow={onShow} />
        </PanelBoundary>
        <PanelBoundary name="Near You">
          <NearYou onOpen={onOpen} onShow={onShow} />
        </PanelBoundary>
        <PanelBoundary name="Live Twin Cities Data">
          <LiveDataPanel items={items} layers={layers} />
        </PanelBoundary>
      </div>
      <PanelBoundary name="Traffic Cameras">
        <CameraCards onOpen={onOpen} />
      </PanelBoundary>
      <PanelBoundary name="Weather Stations">
        <WeatherCards onOpen={onOpen} />
      </PanelBoundary>
      <PanelBoundary name="Local News">
        <NewsCards onOpen={onOpen} />
      </PanelBoundary>
    </>
  );
}
