/**
 * English words shared by every screen: dates and times, ages, units, camera status, news impact,
 * directions, the feeds' loading and failure lines, the offline words and the Language control.
 */
export const common = {
  // Dates. en and es are formatted by Intl (en by hand, to the same result); so and hmn by these words.
  'date.weekdaysShort': 'Sun|Mon|Tue|Wed|Thu|Fri|Sat',
  'date.monthsShort': 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec',
  'date.am': 'AM',
  'date.pm': 'PM',
  'date.time': '{hour}:{minute} {period}',
  'date.timeWithSeconds': '{hour}:{minute}:{second} {period}',
  'date.monthDay': '{month} {day}',
  'date.monthDayYear': '{month} {day}, {year}',
  'date.dayAndTime': '{weekday} {time}',
  'date.dateAndTime': '{date}, {time}',

  // Ages of data or a story.
  'age.justNow': 'just now',
  'age.minutes': { one: '{count} min ago', other: '{count} min ago' },
  'age.hours': { one: '{count} h ago', other: '{count} h ago' },
  'age.days': { one: '{count} day ago', other: '{count} days ago' },
  'freshness.notYet': 'Not updated yet',
  'freshness.updated': 'Updated {age}',
  'freshness.sourceRead': '{source} · read {age}',
  'freshness.offline': 'Last updated {when} · offline',

  // Units. NWS writes °F without a space.
  'unit.temperature': '{value}°F',
  'unit.wind': '{value} mph',
  'unit.windWithDirection': '{speed} {direction}',
  'unit.humidity': '{value}%',
  'unit.visibility': '{value} mi',
  'unit.compass': 'N|NE|E|SE|S|SW|W|NW',
  // The 16 points NWS gives a forecast's wind in, north then clockwise: where the wind comes from.
  'unit.compass16': 'N|NNE|NE|ENE|E|ESE|SE|SSE|S|SSW|SW|WSW|W|WNW|NW|NNW',

  // A county's name wherever the site names one (cards, lists, badges, headings); {county} is the
  // county from the feed, e.g. "Hennepin", kept as it is.
  county: '{county} County',

  // A traffic camera's direction of travel, as the feed gives it (NB, SB…), on its card and in its details.
  'direction.NB': 'Northbound',
  'direction.SB': 'Southbound',
  'direction.EB': 'Eastbound',
  'direction.WB': 'Westbound',

  // A traffic camera's state, as the feed reports it: a small badge or a line beside the camera.
  'cameraStatus.active': 'Active',
  'cameraStatus.inactive': 'Inactive',
  'cameraStatus.maintenance': 'Under maintenance',
  'cameraStatus.unknown': 'Status unknown',

  // How much a news story matters, as the feed rates it: a small badge on the story.
  'impact.high': 'High impact',
  'impact.medium': 'Medium impact',
  'impact.low': 'Low impact',

  // The camera and news feeds: while they load, when they fail, and when a refresh failed (the last data stays shown).
  'feed.cameras.loading': 'Loading traffic cameras…',
  'feed.cameras.unavailable': 'Traffic camera data is unavailable right now.',
  'feed.cameras.refreshFailed': 'Traffic cameras: refresh failed, showing the last data.',
  'feed.news.loading': 'Loading local news…',
  'feed.news.unavailable': 'News is unavailable right now.',
  'feed.news.refreshFailed': 'News: refresh failed, showing the last data.',

  // The browser tab's title. "Twin Cities Live" is the brand (kept as it is); {part} is a page's
  // or panel's name, {app} the brand, {city} a city's name.
  'title.app': 'Twin Cities Live',
  'title.page': '{part} · {app}',
  'title.cityPage': '{city} Local News · {app}',

  // The Language control (header and phone): its label, and the line when a language's words could
  // not be downloaded.
  'language.label': 'Language',
  'language.failed': 'That language could not be loaded. Check your connection and try again.',
} as const;
