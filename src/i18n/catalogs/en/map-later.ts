/**
 * The map section’s words that only later parts read (“Near you”, the place search and the other
 * parts below the map): they arrive with those parts (src/i18n/english-later.ts), not in the first
 * download.
 */
export const mapLater = {
  // Title of the dialog that lists a cluster no zoom can separate; {count} is how many points it holds.
  'map.clusterList.title': { one: '{count} at this spot', other: '{count} at this spot' },

  // In the list view when every layer button is off. Use the same layer names as map.kind.*.layer.
  'map.noLayers.list': 'All layers are hidden. Turn on Cameras, Weather or News to list them.',
  // The list view: a layer's section with no point in it.
  'map.list.empty': 'Nothing to list.',

  // The map legend under the map (its screen-reader name is in map.ts).

  // The green dot of a working camera.
  'map.legend.activeCamera': 'Active camera',
  // The weather station's marker: a cloud and a temperature.
  'map.legend.station': 'NWS station with temperature',
  // Group title (small uppercase): the colour of a story's marker says how much it matters.
  'map.legend.newsImpact': 'News impact',
  // A news marker's colour: high impact.
  'map.legend.impactHigh': 'High (red)',
  // A news marker's colour: medium impact.
  'map.legend.impactMedium': 'Medium (orange)',
  // A news marker's colour: any other story.
  'map.legend.impactOther': 'Other (blue)',
  // Group title (small uppercase) of the visitor's own marker.
  'map.legend.you': 'You',
  // The visitor's own marker: a blue dot.
  'map.legend.yourLocation': 'Your location',

  // Group title (small uppercase), shown while a weather alert is in force.
  'map.legend.alerts': 'Weather alerts',
  // The hatched counties; {counties} is the county names under an alert, as they are ("Hennepin, Ramsey").
  'map.legend.alertArea': 'Hatched: county under a weather alert ({counties})',

  // Heading of the panel of live counts beside the map.
  'map.live.title': 'Live Twin Cities Data',
  // After a figure's name when its layer is switched off.
  'map.live.hidden': '(hidden on map)',
  // Read by screen readers when the figures change; {counts} is the count of each layer shown,
  // joined by map.cluster.kindsJoin ("90 traffic cameras, 5 weather stations, 28 news stories").
  'map.live.summary': '{counts} on the map.',
  // Name of a figure (a count follows below it).
  'map.live.cameras': 'Traffic cameras on the map',
  // Name of a figure (a count follows below it).
  'map.live.stations': 'Weather stations',
  // Name of a figure (a count follows below it).
  'map.live.news': 'News stories on the map',
  // Under the camera count: {active} working cameras, {inactive} the others.
  'map.live.cameraStatus': '{active} active · {inactive} not active',
  // Under the station count while the readings load.
  'map.live.loadingReadings': 'Loading readings…',
  // Under the station count when no station has a temperature.
  'map.live.noReadings': 'No current readings',
  // Under the station count; {temperature} is the mean temperature with its unit ("17°F").
  'map.live.average': 'Average {temperature}',
  // Under the news count: how many stories have high impact.
  'map.live.highImpact': { one: '{count} high impact', other: '{count} high impact' },

  // Heading of the place search panel.
  'map.placeSearch.title': 'Find a Place',
  // Label of the search box.
  'map.placeSearch.label': 'Search a city, weather station or traffic camera',
  // Example searches inside the empty box (a city, a highway, an airport).
  'map.placeSearch.placeholder': 'e.g. Edina, I-35W, Airport',
  // Screen-reader name of the list of results.
  'map.placeSearch.results': 'Matching places',
  // No result; {query} is what the visitor typed.
  'map.placeSearch.noMatch': 'No places match “{query}”.',
  // Heading (small uppercase) and list name: the six most populous cities, shown before anything is typed.
  'map.placeSearch.largest': 'Largest cities',
  // The city list could not be loaded; cameras and stations can still be searched.
  'map.placeSearch.noCities': 'City list unavailable; search cameras and stations.',
  // Announced after a place was chosen; {place} is its name.
  'map.placeSearch.showing': 'Showing {place} on the map.',
  // Button (and its screen-reader name) that centres the map on a place; {place} is its name.
  'map.showOnMap': 'Show {place} on the map',
  // The line under a result: a city whose county is not known.
  'map.placeSearch.city': 'City',
  // The line under a result: a weather station; {county} is its county's name, kept as it is.
  'map.placeSearch.station': 'Weather station · {county} County',
  // The line under a result: a camera whose highway is not known.
  'map.placeSearch.camera': 'Traffic camera',

  // "Near You": what is closest to the visitor or to the city chosen in the header.

  // Heading of the panel of what is closest to the visitor.
  'map.nearYou.title': 'Near You',
  // While the browser finds the visitor's location.
  'map.nearYou.finding': 'Finding your location…',
  // Before the visitor has shared a location (a "Use my location" button follows).
  'map.nearYou.prompt':
    'See the cameras, weather and news closest to you, or choose a city in the header.',
  // Button: asks the browser for the visitor's location.
  'map.nearYou.useLocation': 'Use my location',
  // Shown when the browser refused the location.
  'map.nearYou.denied':
    'Allow location access in your browser, or choose a city in the header, to see the cameras, weather and news closest to you.',
  // What the lists below measure from; {city} is the city's name, kept as it is.
  'map.nearYou.closestToCity': 'Closest to {city} (the city chosen in the header).',
  // What the lists below measure from: the visitor's own location.
  'map.nearYou.closestToYou': 'Closest to your location.',
  // Follows the line above when the visitor is outside the map's area.
  'map.nearYou.outside': 'You are outside the area the map shows.',
  // Group title (small uppercase caption).
  'map.nearYou.station': 'Nearest weather station',
  // Under the nearest station's name: it has no temperature now.
  'map.nearYou.noReading': 'No current reading',
  // Group title (small uppercase caption).
  'map.nearYou.cameras': 'Closest cameras',
  // In the cameras group while the cameras load.
  'map.nearYou.loadingCameras': 'Loading cameras…',
  // In the cameras group when there is none.
  'map.nearYou.noCameras': 'No cameras to show.',
  // Group title (small uppercase caption): {radius} is the distance in miles (15), {count} how many
  // stories ("…" while the news loads, "–" when it failed).
  'map.nearYou.news': 'News within {radius} mi ({count})',
  // In the news group when no story with a position is near.
  'map.nearYou.noNews': 'No located stories nearby.',
  // Name of the pin put on the map for the visitor's own location.
  'map.nearYou.yourLocation': 'Your location',
  // Button that centres the map on the visitor's location.
  'map.nearYou.showMine': 'Show my location on the map',
  // A distance from the visitor in miles, beside each item: "0.4 mi", "12 mi".
  'map.distance.miles': '{value} mi',
} as const;
