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
} as const;
