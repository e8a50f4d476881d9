// STUB owned by issue #3 (metro map): replaced by the real schematic map.
import type { NewsItem, OwnedDomain } from '@/domain/types';

export interface MapLayers {
  cameras: boolean;
  weather: boolean;
  news: boolean;
}

export interface MetroMapProps {
  /** 'metro' (the whole box) or 'local' (a domain page: centred on `domain`, items within 25 km). */
  mode?: 'metro' | 'local';
  domain?: OwnedDomain;
  /** Controlled layers (domain pages have their own toggles); uncontrolled when absent. */
  layers?: MapLayers;
  /** Extra filter on news (domain pages filter by category/tag). */
  newsFilter?: (item: NewsItem) => boolean;
  /** Hide the map's own style/layer/zoom controls (domain pages show their own). */
  showControls?: boolean;
  /** Initial style; on phones the caller passes 'detailed' instead of 'overview'. */
  initialStyle?: 'overview' | 'detailed' | 'street';
  className?: string;
}

export function MetroMap(_props: MetroMapProps) {
  return <section id="map" aria-label="Twin Cities map" className="h-96 rounded-xl bg-slate-200" />;
}
