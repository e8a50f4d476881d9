import type { CatalogFor } from '../../catalog';
import type { transit as english } from '../en/transit';
import type { transitLater as englishLater } from '../en/transit-later';

/** Hmong words of live transit (context: TRANSLATING.md). Line and station names stay in English. */
export const transit: CatalogFor<typeof english & typeof englishLater> = {
  'transit.kind.vehicle': 'Tsheb thauj neeg',
  'transit.kind.station': 'Chaw nres tsheb',
  'transit.kind.layer': 'Tsheb thauj neeg',
  'transit.kind.vehicles': { other: '{count} lub tsheb thauj neeg' },
  'transit.kind.stations': { other: '{count} qhov chaw nres tsheb' },
  'transit.heading.north': 'mus sab qaum teb',
  'transit.heading.south': 'mus sab qab teb',
  'transit.heading.east': 'mus sab hnub tuaj',
  'transit.heading.west': 'mus sab hnub poob',
  'transit.vehicle.toward': '{line} {heading} mus rau {destination}',
  'transit.vehicle.line': '{line} {heading}',
  'transit.vehicle.lastSeen': '{title}, pom zaum kawg {minutes} feeb dhau los',
  'transit.feed.loading': 'Tab tom thauj tsheb…',
  'transit.feed.unavailable': 'Tsis tau qhov chaw tsheb nyob ib ntus',
  'transit.feed.unavailableAge': 'Tsis tau qhov chaw tsheb nyob ib ntus · qhov chaw txij {age}',
  'transit.departures.title': 'Tsheb tom ntej tawm',
  'transit.departures.loading': 'Tab tom thauj sij hawm tsheb tawm…',
  'transit.departures.unavailable': 'Tsis tau sij hawm tsheb tawm ib ntus',
  'transit.departures.unavailableAge': 'Tsis tau sij hawm tsheb tawm ib ntus · nyeem {age}',
  'transit.departures.lastKnown':
    'Sij hawm tsheb tawm zaum kawg, nyeem thaum {time}. Tsis yog tam sim no.',
  'transit.departures.none': 'Tam sim no tsis muaj tsheb tawm',
  'transit.departures.realtime': 'Tam sim no tiag',
  'transit.departures.scheduled': 'Raws sij hawm teem',
  'transit.direction.other': 'Tsheb tawm',
  'transit.alerts.title': 'Lus ceeb toom ntawm chaw nres tsheb',
  'transit.alerts.closed': 'Chaw nres kaw lawm',
  'transit.stops': 'Tus lej chaw nres: {ids}',
  'transit.nearest.title': 'Chaw nres tsheb ze tshaj',
  'transit.nearest.distance': 'deb {metres} m',
};
