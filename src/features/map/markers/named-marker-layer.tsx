import { MarkerLayer, type MarkerLayerProps } from './marker-layer';
import { placeNear } from './place-near';

export type NamedMarkerLayerProps = Omit<MarkerLayerProps, 'placeNear'>;

/** The marker layer with clusters named after the places the map labels. */
export function NamedMarkerLayer(props: NamedMarkerLayerProps) {
  return <MarkerLayer {...props} placeNear={placeNear} />;
}
