import type { CatalogFor } from '../../catalog';
import type { transit as english } from '../en/transit';
import type { transitLater as englishLater } from '../en/transit-later';

/** Somali words of live transit (context: TRANSLATING.md). Line and station names stay in English. */
export const transit: CatalogFor<typeof english & typeof englishLater> = {
  'transit.kind.vehicle': 'Gaadiidka dadweynaha',
  'transit.kind.station': 'Saldhigga gaadiidka',
  'transit.kind.layer': 'Gaadiid',
  'transit.kind.vehicles': {
    one: '{count} gaadhi dadweyne',
    other: '{count} gaadhi dadweyne',
  },
  'transit.kind.stations': {
    one: '{count} saldhig gaadiid',
    other: '{count} saldhig gaadiid',
  },
  'transit.heading.north': 'xagga waqooyi',
  'transit.heading.south': 'xagga koonfur',
  'transit.heading.east': 'xagga bari',
  'transit.heading.west': 'xagga galbeed',
  'transit.vehicle.toward': '{line} {heading} una socda {destination}',
  'transit.vehicle.line': '{line} {heading}',
  'transit.vehicle.lastSeen': '{title}, markii ugu dambeysay la arkay {minutes} daqiiqo ka hor',
  'transit.feed.loading': 'Gaadiidka waa la soo rarayaa…',
  'transit.feed.unavailable': 'Goobaha gaadiidka si ku meel gaar ah looma heli karo',
  'transit.feed.unavailableAge':
    'Goobaha gaadiidka si ku meel gaar ah looma heli karo · goobaha {age}',
  'transit.departures.title': 'Baxitaannada xiga',
  'transit.departures.loading': 'Baxitaannada waa la soo rarayaa…',
  'transit.departures.unavailable': 'Baxitaannada si ku meel gaar ah looma heli karo',
  'transit.departures.unavailableAge':
    'Baxitaannada si ku meel gaar ah looma heli karo · la akhriyay {age}',
  'transit.departures.lastKnown': 'Baxitaannadii ugu dambeeyay, la akhriyay {time}. Toos ma aha.',
  'transit.departures.none': 'Hadda baxitaan liiska kuma jiro',
  'transit.departures.realtime': 'Waqti dhab ah',
  'transit.departures.scheduled': 'Jadwalka',
  'transit.direction.other': 'Baxitaannada',
  'transit.alerts.title': 'Digniinaha saldhigga',
  'transit.alerts.closed': 'Joogsigu waa xiran yahay',
  'transit.stops': 'Lambarrada joogsiga: {ids}',
  'transit.nearest.title': 'Saldhigga ugu dhow',
  'transit.nearest.distance': '{metres} m u jira',
};
