/**
 * The phone section’s words that only later parts read (the phone’s Weather, Traffic and News
 * tabs): they arrive with those parts (src/i18n/english-later.ts), not in the first download.
 */
export const phoneLater = {
  // Weather tab.
  // Name of the forecast in the "… could not be shown." error.
  'phone.weather.forecast': 'Forecast',
  // Heading of the station list (a count follows), and the list's screen-reader name.
  'phone.weather.stations': 'Weather stations',
  // Shown while the station list loads.
  'phone.weather.loading': 'Loading weather stations…',
  // Error when the weather feed failed; "Refresh" is the header's button (same word).
  'phone.weather.failed': 'Weather could not be loaded. Try Refresh in a moment.',
  // Shown when the feed lists no station.
  'phone.weather.empty': 'No weather stations are reporting right now.',
  // A station card's line when the feed gave no county.
  'phone.weather.noCounty': 'County not reported',
  // A station card's line when the feed gave no sky conditions.
  'phone.weather.noConditions': 'Conditions not reported',
  // Label of a station's wind speed.
  'phone.weather.wind': 'Wind',
  // Label of a station's humidity.
  'phone.weather.humidity': 'Humidity',

  // Traffic tab.
  // Heading of the camera list (a count follows).
  'phone.traffic.title': 'Traffic cameras',
  // Error when the camera feed failed; "Refresh" is the header's button (same word).
  'phone.traffic.failed': 'Traffic cameras could not be loaded. Try Refresh in a moment.',
  // Shown when the feed lists no camera.
  'phone.traffic.empty': 'No traffic cameras are available right now.',
  // Label on a camera card (short, the column is 80 px): the road.
  'phone.traffic.highway': 'Highway',
  // Label on a camera card (short): the direction of travel.
  'phone.traffic.direction': 'Direction',
  // Label on a camera card (short): the county.
  'phone.traffic.county': 'County',
  // Value on a camera card when the feed left it empty.
  'phone.traffic.notReported': 'Not reported',

  // News tab.
  // Heading of the story list (a count follows).
  'phone.news.title': 'Latest news',
  // Shown while the story list loads.
  'phone.news.loading': 'Loading news…',
  // Error when the news feed failed; "Refresh" is the header's button (same word).
  'phone.news.failed': 'News could not be loaded. Try Refresh in a moment.',
  // Shown when the feed lists no story.
  'phone.news.empty': 'No news stories right now.',
  // Link to the story on the news site (opens in a new tab).
  'phone.news.readFullStory': 'Read Full Story',
  // Tooltip of a story's age: its full date and time; {date} e.g. "Jan 5", {time} e.g. "4:12 PM".
  'phone.news.publishedAt': '{date} {time}',
} as const;
