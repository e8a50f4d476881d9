/** Which marker layers the local map draws; the same shape as the map's `layers` prop. */
export interface LayerVisibility {
  cameras: boolean;
  weather: boolean;
  news: boolean;
}

export type LayerKey = keyof LayerVisibility;

export const ALL_LAYERS_ON: LayerVisibility = { cameras: true, weather: true, news: true };
