import type { CatalogFor } from '../../catalog';
import type { transit as english } from '../en/transit';
import type { transitLater as englishLater } from '../en/transit-later';

/** Spanish words of live transit (context: TRANSLATING.md). Line and station names stay in English. */
export const transit: CatalogFor<typeof english & typeof englishLater> = {
  'transit.kind.vehicle': 'Vehículo de transporte',
  'transit.kind.station': 'Estación de transporte',
  'transit.kind.layer': 'Transporte',
  'transit.kind.vehicles': {
    one: '{count} vehículo de transporte',
    other: '{count} vehículos de transporte',
  },
  'transit.kind.stations': {
    one: '{count} estación de transporte',
    other: '{count} estaciones de transporte',
  },
  'transit.heading.north': 'hacia el norte',
  'transit.heading.south': 'hacia el sur',
  'transit.heading.east': 'hacia el este',
  'transit.heading.west': 'hacia el oeste',
  'transit.vehicle.toward': '{line} {heading} a {destination}',
  'transit.vehicle.line': '{line} {heading}',
  'transit.vehicle.lastSeen': '{title}, visto por última vez hace {minutes} min',
  'transit.feed.loading': 'Cargando transporte…',
  'transit.feed.unavailable': 'Posiciones de transporte no disponibles temporalmente',
  'transit.feed.unavailableAge':
    'Posiciones de transporte no disponibles temporalmente · posiciones de {age}',
  'transit.departures.title': 'Próximas salidas',
  'transit.departures.loading': 'Cargando salidas…',
  'transit.departures.unavailable': 'Salidas no disponibles temporalmente',
  'transit.departures.unavailableAge': 'Salidas no disponibles temporalmente · leídas {age}',
  'transit.departures.lastKnown': 'Últimas salidas conocidas, leídas a las {time}. No en vivo.',
  'transit.departures.none': 'No hay salidas en la lista ahora',
  'transit.departures.realtime': 'En tiempo real',
  'transit.departures.scheduled': 'Según horario',
  'transit.direction.other': 'Salidas',
  'transit.alerts.title': 'Avisos de la estación',
  'transit.alerts.closed': 'Parada cerrada',
  'transit.stops': 'Números de parada: {ids}',
  'transit.nearest.title': 'Estación más cercana',
  'transit.nearest.distance': 'a {metres} m',
};
