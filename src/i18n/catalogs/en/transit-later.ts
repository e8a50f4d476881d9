/**
 * The transit section’s words that only later parts read (a station’s departures and the phone’s
 * nearest station): they arrive with those parts (src/i18n/english-later.ts), not in the first
 * download.
 */
export const transitLater = {
  // A station's dialog: the list of the next trains and buses, both directions.
  'transit.departures.title': 'Next departures',
  'transit.departures.loading': 'Loading departures…',
  'transit.departures.unavailable': 'Departures temporarily unavailable',
  // The same, with the time of the departures still shown ("5 min ago").
  'transit.departures.unavailableAge': 'Departures temporarily unavailable · shown as read {age}',
  // Offline: the last departures read, with their time; never live.
  'transit.departures.lastKnown': 'Last known departures, read {time}. Not live.',
  'transit.departures.none': 'No departures listed right now',
  // Whether a time comes from the vehicle's position (real-time) or the timetable (scheduled).
  'transit.departures.realtime': 'Real-time',
  'transit.departures.scheduled': 'Scheduled',
  'transit.direction.other': 'Departures',
  // The station's alerts from Metro Transit (their text stays in English).
  'transit.alerts.title': 'Station alerts',
  'transit.alerts.closed': 'Stop closed',
  // The stop numbers Metro Transit gives this station's platforms.
  'transit.stops': 'Stop numbers: {ids}',
  // The phone's card under its map: the station nearest the visitor (within 1 km).
  'transit.nearest.title': 'Nearest station',
  'transit.nearest.distance': '{metres} m away',
} as const;
