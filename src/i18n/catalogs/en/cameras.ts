/** English words of the cameras section (see TRANSLATING.md for each key's context). */
export const cameras = {
  // Camera still (the live image of a traffic camera, on cards, dialogs and the phone).
  // Image description (alt) and screen-reader hint of the "Refresh image" button; {name} is the camera's name from the feed.
  'cameras.still.liveViewFrom': 'Live view from {name}',
  // Placeholder on a card or dialog when the camera has no image.
  'cameras.still.unavailable': 'Camera Unavailable',
  // Placeholder on the phone's dark camera cards while there is no image yet.
  'cameras.still.liveCamera': 'Live Camera',
  // Small badge over the image after refreshes failed twice in a row.
  'cameras.still.outdated': 'Image may be out of date',
  // Small badge over the image when offline: the image is the copy kept on this device.
  'cameras.still.offline': 'Last saved image · offline',
  // Button under the image, shown only when the browser asks to save data.
  'cameras.still.refresh': 'Refresh image',
  // Small badge over the image: how old it is ("s" = seconds; keep short).
  'cameras.still.ageUnder10s': 'Image under 10 s old',
  // Small badge over the image, {count} seconds (10 to 50, in steps of ten); keep short.
  'cameras.still.ageSeconds': { one: 'Image {count} s old', other: 'Image {count} s old' },
  // Small badge over the image, {count} minutes; keep short.
  'cameras.still.ageMinutes': { one: 'Image {count} min old', other: 'Image {count} min old' },
  // Small badge over the image, {count} hours ("h"); keep short.
  'cameras.still.ageHours': { one: 'Image {count} h old', other: 'Image {count} h old' },
  // Small badge over the image, {count} days (2 or more).
  'cameras.still.ageDays': { one: 'Image {count} day old', other: 'Image {count} days old' },

  // "My Cameras": the visitor's starred cameras, kept on this device. Use the same name everywhere.
  // Star button (its label, or its tooltip when only the star shows): the camera is not starred.
  'cameras.favourite.add': 'Add to My Cameras',
  // Star button (its label, or its tooltip when only the star shows): the camera is starred.
  'cameras.favourite.remove': 'Remove from My Cameras',
  // Screen-reader note on the star when the list is full; {count} is the maximum (50).
  'cameras.favourite.full': {
    one: 'My Cameras holds at most {count} camera. Remove one to add another.',
    other: 'My Cameras holds at most {count} cameras. Remove one to add another.',
  },
  // Toast title when the browser's storage is unavailable.
  'cameras.favourite.notKeptTitle': "Your cameras can't be saved on this device",
  // Toast text under notKeptTitle.
  'cameras.favourite.notKeptDescription': "They'll be kept until you close this page.",

  // Links to one camera.
  // Button in a camera's dialog: copies a link that opens this camera.
  'cameras.link.copy': 'Copy link',
  // Toast title after the link was copied.
  'cameras.link.copied': 'Link copied',
  // Toast text under "Link copied".
  'cameras.link.copiedDescription': 'Anyone with the link sees this camera.',
  // Toast title when copying failed; the link itself is shown under it to copy by hand.
  'cameras.link.copyFailed': "Couldn't copy the link",

  // Card lists below the map.
  // Section heading of the camera cards.
  'cameras.cards.trafficCameras': 'Traffic Cameras',
  // Section heading of the visitor's starred cameras.
  'cameras.cards.myCameras': 'My Cameras',
  // Section heading of the weather station cards.
  'cameras.cards.weatherStations': 'Weather Stations',
  // Section heading of the news cards.
  'cameras.cards.localNews': 'Local News',
  // Shown instead of the camera cards when the feed lists none.
  'cameras.cards.noCameras': 'No traffic cameras are reporting right now.',
  // Shown instead of the news cards when the feed lists none.
  'cameras.cards.noNews': 'No local news right now.',
  // Title of a starred camera the feed no longer lists; {id} is its code, e.g. "C721".
  'cameras.cards.missingTitle': 'Camera {id}',
  // Line under missingTitle.
  'cameras.cards.missingNote': 'Not in the current feed',
  // Weather card line; {wind} is e.g. "15 mph NW", {humidity} e.g. "71%".
  'cameras.weather.windAndHumidity': 'Wind {wind} · Humidity {humidity}',
  // When a station's reading was taken; {time} e.g. "2:14 PM", {age} e.g. "14 min ago".
  'cameras.weather.observed': 'Observed {time} ({age})',
  // Instead of "observed" when the station gave no time.
  'cameras.weather.noObservationTime': 'No observation time',
  // Small badge beside a weather value that is a default because the station sent none.
  'cameras.weather.noCurrentReading': 'no current reading',

  // Details dialog (opened from a map marker or a card).
  // Label in a camera's facts list: the road.
  'cameras.details.highway': 'Highway',
  // Label in a camera's facts list: the direction of travel.
  'cameras.details.direction': 'Direction',
  // Label in the facts list: the county.
  'cameras.details.county': 'County',
  // Label in a camera's facts list: working, inactive, under maintenance.
  'cameras.details.status': 'Status',
  // Value in the facts list when the feed left it empty.
  'cameras.details.notGiven': 'Not given',
  // Label in a weather station's facts list.
  'cameras.details.humidity': 'Humidity',
  // Label in a weather station's facts list.
  'cameras.details.wind': 'Wind',
  // Label in a weather station's facts list.
  'cameras.details.visibility': 'Visibility',
  // Label in a weather station's facts list: when the reading was taken.
  'cameras.details.observation': 'Observation',
  // A news story's line when it has neither source nor date.
  'cameras.details.sourceNotGiven': 'Source not given',
  // Screen-reader name of a news story's list of tags.
  'cameras.details.tags': 'Tags',
  // Button-like link to the story on the news site.
  'cameras.news.readFullStory': 'Read full story',
  // Screen-reader text after "Read full story".
  'cameras.news.opensInNewTab': '(opens in a new tab)',
  // Shown instead of "Read full story" when the story has no usable link.
  'cameras.news.noLink': 'External link not available',
} as const;
