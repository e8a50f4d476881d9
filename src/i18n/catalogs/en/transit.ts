/** English words of live transit: METRO vehicles and stations on the maps (see TRANSLATING.md). */
export const transit = {
  // A vehicle marker's label before its line ("Transit Vehicle: METRO Blue Line southbound to Mall of America").
  'transit.kind.vehicle': 'Transit Vehicle',
  // A station marker's label before its name ("Transit Station: Target Field Station Platform 1").
  'transit.kind.station': 'Transit Station',
  // The map's layer switch and the live-data rows. Keep short.
  'transit.kind.layer': 'Transit',
  // A count of vehicles in a cluster's name, the live data and the layer switch.
  'transit.kind.vehicles': { one: '{count} transit vehicle', other: '{count} transit vehicles' },
  // A count of stations in a cluster's name.
  'transit.kind.stations': { one: '{count} transit station', other: '{count} transit stations' },

  // The way a vehicle runs, in the middle of its name ("METRO Blue Line southbound to Mall of America"),
  // and a station's departures heading for each direction (shown in capitals).
  'transit.heading.north': 'northbound',
  'transit.heading.south': 'southbound',
  'transit.heading.east': 'eastbound',
  'transit.heading.west': 'westbound',
  // A vehicle's name: {line} and {destination} are Metro Transit's own names, in English.
  'transit.vehicle.toward': '{line} {heading} to {destination}',
  // A vehicle's name when its destination is not known.
  'transit.vehicle.line': '{line} {heading}',
  // A vehicle whose position is more than 2 minutes old: its name, then how old.
  'transit.vehicle.lastSeen': '{title}, last seen {minutes} min ago',

  // The map's line while the vehicles load, and when NexTrip fails.
  'transit.feed.loading': 'Loading transit…',
  'transit.feed.unavailable': 'Transit positions temporarily unavailable',
  // The same, with the age of the positions still shown ("5 min ago").
  'transit.feed.unavailableAge': 'Transit positions temporarily unavailable · positions from {age}',

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
