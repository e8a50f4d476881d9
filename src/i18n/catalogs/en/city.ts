/** English words of the city section (see TRANSLATING.md for each key's context). */
export const city = {
  // Screens before the page.
  // Large line while the city's record loads: the UI contract's words, three plain dots (every other
  // message writes the one character …; a translation may too).
  'city.loading.title': 'Loading Local News...',
  // Smaller line under the loading title.
  'city.loading.subtitle': 'Setting up your local news experience',

  // Traffic cameras near the city.
  'city.liveData.cameras': { one: '{count} traffic camera', other: '{count} traffic cameras' },
  // Instead of the camera count when the camera feed failed.
  'city.liveData.camerasUnavailable': 'Traffic cameras unavailable',
  // Instead of the camera count while the camera feed loads.
  'city.liveData.camerasLoading': 'Traffic cameras loading…',
  // Weather stations near the city.
  'city.liveData.stations': { one: '{count} weather station', other: '{count} weather stations' },
  // News stories about places near the city.
  'city.liveData.stories': { one: '{count} story nearby', other: '{count} stories nearby' },
  // Instead of the story count when the news feed failed.
  'city.liveData.storiesUnavailable': 'Stories unavailable',
  // Instead of the story count while the news feed loads.
  'city.liveData.storiesLoading': 'Stories loading…',

  // Row name: the traffic camera layer.
  'city.localData.traffic': 'Traffic',
  // Row name: the weather station layer.
  'city.localData.weather': 'Weather',
  // Row name: the news layer.
  'city.localData.news': 'News',
  // Line under the Traffic row.
  'city.localData.cameras': { one: '{count} camera', other: '{count} cameras' },
  // Line under the Weather row.
  'city.localData.stations': { one: '{count} station', other: '{count} stations' },
  // Line under the News row.
  'city.localData.stories': { one: '{count} story', other: '{count} stories' },
} as const;
