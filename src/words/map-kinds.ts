/**
 * The shape of what a visitor reads of a kind of map point: each kind's words are in its entity
 * folder (`entities/<kind>/words.ts`), and the registry's table and the names built from it
 * (a marker's, a cluster's) in src/kinds/kind-words.ts. Typed per kind, so a kind without words
 * does not compile.
 */
import type { LiveFeedState, MapKind, MapKindItems } from '@/domain/map-kinds';
import type { DetailPart } from './detail-part';

export interface KindWords<K extends MapKind> {
  /** The start of a marker's and a list entry's accessible name (contract): "Traffic Camera". */
  label: string;
  /** Its layer's name on the layer switches and the list's headings: "Cameras". */
  layerLabel: string;
  /** How a cluster's name and the live summary count it: "2 traffic cameras". */
  count: (count: number) => string;
  /**
   * A kind of two sorts of point (transit: vehicles and stations) names each one's label and
   * counts them apart in a cluster's name.
   */
  sorts?: {
    label: (item: MapKindItems[K]) => string;
    count: (items: readonly MapKindItems[K][]) => string;
  };
  /** The item's own name, after the label. */
  title: (item: MapKindItems[K]) => string;
  /**
   * The parts of the line under a list entry's name (empty parts are left out), at `serverNow`
   * (ms, the server's clock: a station's reading is dated by NWS, not by this device).
   */
  describe: (item: MapKindItems[K], serverNow: number) => DetailPart[];
  /**
   * Its feed in the map's words: the line while it alone loads, and its failure lines (read when
   * shown). Null for a feed the map never waits on (it starts from fallback data).
   */
  feed: KindFeedWords | null;
  /**
   * Its lines on the city pages' panels. The UI contract names three there ("Live Data Active"
   * with three counts; the city host's Show/Hide Traffic, Weather, News): a kind without them
   * (transit) is only its layer switch on those pages, "Transit {n}".
   */
  city?: {
    /** The "Live Data Active" line: "12 traffic cameras". */
    live: (count: number) => string;
    /**
     * That line while its feed first loads, and when it failed with nothing to show. Null for a
     * kind the pages never wait on (it starts from fallback data, as `feed`).
     */
    liveWaiting: { loading: () => string; unavailable: () => string } | null;
    /** Its row's name in the city site's Local Data panel: "Traffic". */
    localLabel: () => string;
    /** The line under that name: "12 cameras". */
    localCount: (count: number) => string;
  };
}

/**
 * A kind's row in the live-data panel (`entities/<kind>/live-words.ts`): its name, and the line
 * under its count at `serverNow` (ms, the server's clock, as `describe`'s). Only that panel reads
 * them, after the first paint, so they and their English load with it (kinds/kind-live-words.ts).
 */
export interface KindLiveWords<K extends MapKind> {
  kind: K;
  label: () => string;
  detail: (items: readonly MapKindItems[K][], feed: LiveFeedState, serverNow: number) => string;
}

export interface KindFeedWords {
  loading: () => string;
  messages: { readonly unavailable: string; readonly refreshFailed: string };
  /** The refresh failure with the age of what is shown (ms since the epoch, now). */
  failedWithAge?: (updatedAt: number, now: number) => string;
}
