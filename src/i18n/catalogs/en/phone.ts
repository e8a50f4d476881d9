/** English words of the phone section (see TRANSLATING.md for each key's context). */
export const phone = {
  // The phone's live view: a dark full-screen page with four tabs (390 px wide: keep words short).

  // Header.
  // Red badge while the feeds are live; capitals, very short.
  'phone.status.live': 'LIVE',
  // Grey badge without a connection; capitals, very short.
  'phone.status.offline': 'OFFLINE',
  // Line under the title: when the newest data arrived; {time} e.g. "7:42 AM".
  'phone.status.updated': 'Updated {time}',
  // Same line while offline: the time of the data kept on the phone; {time} e.g. "7:42 AM".
  'phone.status.asOf': 'As of {time}',
  // Same line when every feed failed.
  'phone.status.unavailable': 'Live feeds unavailable',
  // Same line before the first data arrives.
  'phone.status.connecting': 'Connecting…',
  // Same line in the loading screen while offline.
  'phone.status.waiting': 'Waiting for a connection…',
  // Header button that reloads the page (short; becomes an icon on narrow phones).
  'phone.refresh': 'Refresh',
  // Screen-reader name of the row of four tabs.
  'phone.tabs.label': 'Live views',
  // Tab label, keep short (four tabs share 390 px): the map.
  'phone.tab.map': 'Live Map',
  // Tab label, keep short: weather stations and forecast.
  'phone.tab.weather': 'Weather',
  // Tab label, keep short: traffic cameras.
  'phone.tab.traffic': 'Traffic',
  // Tab label, keep short: news stories.
  'phone.tab.news': 'News',
  // Shown while a tab's panel loads.
  'phone.tab.loading': 'Loading…',
  // Screen-reader line of the loading screen shown before the live view's code arrives.
  'phone.skeleton.loading': 'Loading the live view…',

  // Live Map tab.
  // Legend above the map; {count} is the number drawn, in a bolder style.
  'phone.map.legendCameras': 'Cameras {count}',
  // Legend above the map; {count} is the number drawn, in a bolder style.
  'phone.map.legendNews': 'News {count}',
  // Screen-reader name of the group of switches above the map.
  'phone.map.layers': 'Map layers',
  // Switch that shows the weather radar over the map.
  'phone.map.radar': 'Radar',
  // Switch that makes the map taller.
  'phone.map.expand': 'Expand map',
  // Screen-reader name of the map.
  'phone.map.label': 'Live map',
  // Line under the map while the feeds load.
  'phone.map.loading': 'Loading live points…',
  // The area heading under the map when no city is chosen: the whole metro area.
  'phone.map.metroArea': 'Twin Cities Metro',
  // Under the area heading: markers drawn (cameras and stories).
  'phone.map.livePoints': { one: '{count} live point', other: '{count} live points' },
  // Error when both the camera and the news feeds failed; "Refresh" is the header's button (same word).
  'phone.map.failed': 'Live points could not be loaded. Try Refresh in a moment.',
  // Error when only the camera feed failed.
  'phone.map.camerasFailed': 'Traffic cameras could not be loaded.',
  // Error when only the news feed failed.
  'phone.map.newsFailed': 'News could not be loaded.',
  // Under the map when no camera or story lies in the area.
  'phone.map.empty': 'No live points to show in this area right now.',
  // Hint under the map.
  'phone.map.hint': 'Tap a camera or a story on the map for details.',
  // Screen-reader name of the box with the tapped marker's details.
  'phone.map.selected': 'Selected point',
  // Small capitals label above a tapped camera's name.
  'phone.map.selectedCamera': 'Traffic Camera',
  // Small capitals label above a tapped story's title.
  'phone.map.selectedStory': 'News Story',
  // Screen-reader name of the × button that closes the details.
  'phone.map.closeDetails': 'Close details',
} as const;
