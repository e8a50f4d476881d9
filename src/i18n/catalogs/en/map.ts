/** English words of the map section (see TRANSLATING.md for each key's context). */
export const map = {
  // The map's three kinds of point. A kind's name at the start of a marker's or list entry's
  // screen-reader name ("Traffic Camera: I-94 at Hamline"), and the title of its details dialog.
  'map.kind.camera.label': 'Traffic Camera',
  'map.kind.weather.label': 'Weather Station',
  'map.kind.news.label': 'News Story',
  // A layer's name: its on/off button above the map, its heading in the list view and in the
  // legend, and a filter on city pages. Keep short.
  'map.kind.camera.layer': 'Cameras',
  'map.kind.weather.layer': 'Weather',
  'map.kind.news.layer': 'News',
  // How many points of a kind, lower case mid-sentence: in a cluster's name and the live summary.
  'map.kind.camera.count': { one: '{count} traffic camera', other: '{count} traffic cameras' },
  'map.kind.weather.count': { one: '{count} weather station', other: '{count} weather stations' },
  'map.kind.news.count': { one: '{count} news story', other: '{count} news stories' },

  // Markers on the map.

  // A marker's screen-reader name: {kind} is map.kind.*.label, {title} the camera's, station's or story's name as the feed gives it.
  'map.marker.name': '{kind}: {title}',
  // Screen-reader note on the marker of a starred camera ("My Cameras": the visitor's starred cameras).
  'map.marker.inMyCameras': 'In My Cameras',
  // A weather station's marker: its temperature in a small pill (°F, no unit letter). Keep short.
  'map.marker.temperature': '{value}°',

  // Clusters: one round button standing for several markers that would overlap.

  // A cluster's screen-reader name, starting with its visible count; {kinds} is what it holds, the
  // map.kind.*.count entries joined by map.cluster.kindsJoin: "3 points: 2 traffic cameras, 1 news story".
  'map.cluster.points': { one: '{count} point: {kinds}', other: '{count} points: {kinds}' },
  // Joins two parts of {kinds} in map.cluster.points: {first} is the parts so far, {next} the next one ("2 traffic cameras, 1 news story").
  'map.cluster.kindsJoin': '{first}, {next}',
  // A cluster's name with the place it is near: {points} is map.cluster.points, {place} a city's name such as "Eagan", kept as it is.
  'map.cluster.near': '{points} near {place}',
  // A cluster's name when the place it is near is a downtown (not map.place.downtown inside map.cluster.near): {points} as above, {city} the city's own name, kept as it is.
  'map.cluster.nearDowntown': '{points} near Downtown {city}',
  // That dialog's name in the error line "… could not be shown" when it fails.
  'map.clusterList.panelName': 'The list of this spot',

  // On the map.

  // A downtown's name as a label written on the map, standing alone; {city} is the city's own name ("Minneapolis", "Saint Paul"), kept as it is.
  'map.place.downtown': 'Downtown {city}',
  // The visitor's own position: screen-reader name of the round dot on the map.
  'map.visitor.marker': 'Your Location',
  // Screen-reader name of the pin of a place found with the search; {place} is its name (a city, a station, a camera).
  'map.pin.label': 'Selected place: {place}',
  // Short line under the map when the radar images cannot be shown.
  'map.radar.unavailable': 'Radar unavailable',

  // The map's toolbar.

  // Small uppercase caption over the style buttons (and their group's screen-reader name). Keep short.
  'map.controls.style': 'Map style',
  // Style button: counties and main highways. Keep short.
  'map.style.overview': 'Overview',
  // Style button: parks, streets and downtowns. Keep short.
  'map.style.detailed': 'Detailed',
  // Style button: a dark, GPS-like street map. Keep short.
  'map.style.street': 'Street',
  // Small uppercase caption over the layer buttons (Cameras, Weather, News, Radar). Keep short.
  'map.controls.layers': 'Map layers',
  // Layer button that shows the NEXRAD weather radar over the map. Keep short.
  'map.controls.radar': 'Radar',
  // Small uppercase caption over the Map and List buttons. Keep short.
  'map.controls.viewAs': 'View as',
  // Button: show the points on the map (not as a list). Keep short.
  'map.controls.map': 'Map',
  // Button: show the points as a list. Keep short.
  'map.controls.list': 'List',
  // Small uppercase caption over the zoom buttons (and their group's screen-reader name).
  'map.controls.zoom': 'Zoom',
  // Screen-reader name of the − button.
  'map.controls.zoomOut': 'Zoom out',
  // Screen-reader name of the + button.
  'map.controls.zoomIn': 'Zoom in',
  // The zoom shown between the zoom buttons: {percent} is 50 to 300.
  'map.zoom.percent': '{percent}%',
  // Button that moves a city page's map back to where it starts; {city} is the city's name, kept as it is.
  'map.controls.resetToCity': 'Reset View to {city}',
  // Button that moves the metro map back to where it starts (the whole Twin Cities area).
  'map.controls.resetToMetro': 'Reset View to Twin Cities',

  // The metro map and its messages.

  // Default screen-reader name of the map region.
  'map.region': 'Twin Cities map',
  // Shown in the map's place while the list view loads.
  'map.list.loading': 'Loading the list…',
  // Badge over the map in the Street style.
  'map.street.badge': 'GPS Mode Active',
  // Over the map when every layer button is off. Use the same layer names as map.kind.*.layer.
  'map.noLayers.map': 'All layers are hidden. Turn on Cameras, Weather or News to see markers.',
  // Over the map's corner while both feeds load.
  'map.feed.loadingAll': 'Loading traffic cameras and news…',
  // While the news loads (over the map's corner, and in "Near You").
  'map.feed.loadingNews': 'Loading news…',
  // The list view: in the line under a station's name when it has no reading now.
  'map.list.noTemperature': 'no current temperature',

  // The map legend under the map (its entries, read after the first paint, are in map-later).

  // Screen-reader name of the legend.
  'map.legend.region': 'Map legend',

  // Toast when a shared link names a camera the feed no longer lists.
  'map.cameraLink.notInFeed': 'That camera is not in the current feed',
  // Details dialog (opened from a map marker or a card): its name in the "… could not be shown." error message.
  'map.details.panelName': 'Details',
} as const;
