import type { ComponentProps } from 'react';
import { MapSurface } from '@/features/map/map-surface';
import type { MapViewControl } from '@/components/map/use-map-view';
import { HOME_VIEW } from '@/domain/map-view';
import { itemsOf, layersOf } from '../../support/map-kinds';

/** A view that stays at home: the surface tests do not pan or zoom. */
export const homeControl: MapViewControl = {
  view: HOME_VIEW,
  zoom: HOME_VIEW.zoom,
  centre: () => undefined,
  drag: () => undefined,
  pinch: () => undefined,
  reset: () => undefined,
};

/** The metro map's surface with nothing on it, every layer on; `extra` overrides any prop. */
export const surface = (extra: Partial<ComponentProps<typeof MapSurface>> = {}) => (
  <MapSurface
    items={itemsOf({})}
    layers={layersOf({ cameras: true, weather: true, news: true })}
    mapStyle="overview"
    tone="light"
    control={homeControl}
    homeZoom={1}
    onOpen={() => undefined}
    label="Twin Cities map"
    id="map"
    height="h-96"
    {...extra}
  />
);
