/** English words of the weather section (see TRANSLATING.md for each key's context). */
export const weather = {
  // NWS alert severities: a small badge (shown in capitals) beside the alert's name. Keep short.
  'weather.severity.extreme': 'Extreme',
  'weather.severity.severe': 'Severe',
  'weather.severity.moderate': 'Moderate',
  'weather.severity.minor': 'Minor',
  // The severity badge when NWS gave no severity. Keep short.
  'weather.severity.unknown': 'Severity unknown',

  // Which counties a weather alert covers, standing alone: the last line of the alert row, and the
  // value beside "Counties" in the alerts dialog (not inside a sentence: see weather.announce.counties.*).
  // County names ("Hennepin") are kept as they are.

  // Every one of the seven metro counties, standing alone.
  'weather.alert.counties.all': 'all seven metro counties',
  // One county, standing alone: {county} is its name, "Hennepin County".
  'weather.alert.counties.one': '{county} County',
  // Several, standing alone: {list} is the others joined by weather.alert.counties.separator, {last} the last one: "Hennepin, Ramsey and Dakota counties".
  'weather.alert.counties.many': '{list} and {last} counties',
  // What goes between county names in {list} of weather.alert.counties.many (a comma and a space in English).
  'weather.alert.counties.separator': ', ',

  // When an alert ends: {time} is a time of day ("6:00 PM"), {weekday} a short weekday ("Tue").
  'weather.alert.timeAndDay': '{time} {weekday}',
  // After the alert's name in the alert row: {time} is "6:00 PM Tue". Lower case: mid-sentence.
  'weather.alert.until': 'until {time}',
  // A time in the alerts dialog, "Wed Nov 25, 9:05 AM": {weekday} "Wed", {date} "Nov 25", {time} "9:05 AM".
  'weather.alert.dateTime': '{weekday} {date}, {time}',
  // In the alert row, when more alerts are in force than the one shown: "+2 more". Keep short.
  'weather.alert.more': { one: '+{count} more', other: '+{count} more' },

  // The alert row on a city page when none is in force: {county} is a county name ("Carver").
  'weather.alert.noneForCounty': 'No weather alerts for {county} County',
  // The alert row when none is in force in the metro area.
  'weather.alert.noneForMetro': 'No weather alerts for the Twin Cities',
  // Shown for a moment while the alert banner loads: {event} is the NWS alert name ("Winter Storm Warning"), in English.
  'weather.alert.loadingOne': 'Weather alert: {event}',
  // The alerts could not be fetched (no connection, or NWS failed).
  'weather.alert.checkFailed': "Couldn't check for weather alerts",
  // The same, with when the last good check was: {checked} is weather.alert.lastChecked.
  'weather.alert.checkFailedWhen': "Couldn't check for weather alerts, {checked}",
  // Beside weather.alert.checkFailed, in brackets: {checked} is weather.alert.lastChecked.
  'weather.alert.checkedInBrackets': '({checked})',
  // When the alerts were last fetched: {time} is a time of day ("7:42 AM"). Lower case: mid-sentence.
  'weather.alert.lastChecked': 'last checked {time}',

  // The counties inside the announcements below, as {where} (after "for" in English; give the form
  // your sentence needs there, with its article or case). County names are kept as they are.

  // Every one of the seven metro counties, inside weather.announce.full and .noEnd.
  'weather.announce.counties.all': 'all seven metro counties',
  // One county, inside weather.announce.full and .noEnd: {county} is its name ("Hennepin").
  'weather.announce.counties.one': '{county} County',
  // Several, inside weather.announce.full and .noEnd: {list} is the others joined by weather.alert.counties.separator, {last} the last one.
  'weather.announce.counties.many': '{list} and {last} counties',

  // What screen readers announce when a new severe alert arrives: {event} is the NWS alert name (in English), {where} a weather.announce.counties.* text, {time} "6:00 PM Tue".
  'weather.announce.full': 'Weather alert: {event} for {where} until {time}.',
  // The announcement of an alert without an end time: {event} and {where} as in weather.announce.full.
  'weather.announce.noEnd': 'Weather alert: {event} for {where}.',
  // The announcement of an alert without counties: {event} and {time} as in weather.announce.full.
  'weather.announce.noWhere': 'Weather alert: {event} until {time}.',
  // The announcement of an alert without counties nor end: {event} is the NWS alert name.
  'weather.announce.eventOnly': 'Weather alert: {event}.',
  // When several new alerts arrive at once: {alert} is one of the weather.announce.* sentences, {count} how many others.
  'weather.announce.withMore': {
    one: '{alert} And {count} more.',
    other: '{alert} And {count} more.',
  },

  // The alerts dialog's title when it holds one alert.
  'weather.alertsDialog.titleOne': 'Weather alert',
  // The alerts dialog's title when it holds several (never 1: weather.alertsDialog.titleOne is used then).
  'weather.alertsDialog.title': { one: '{count} weather alert', other: '{count} weather alerts' },
  // Under the alerts dialog's title.
  'weather.alertsDialog.source': 'From the National Weather Service.',
  // Under the alerts dialog's title when the last fetch failed.
  'weather.alertsDialog.sourceStale':
    'From the National Weather Service. The last check failed: these may be out of date.',

  // NWS's certainty of an alert (its CAP "certainty" value), beside "Certainty" in the alerts dialog.
  'weather.certainty.observed': 'Observed',
  'weather.certainty.likely': 'Likely',
  'weather.certainty.possible': 'Possible',
  'weather.certainty.unlikely': 'Unlikely',
  'weather.certainty.unknown': 'Unknown',
  // NWS's urgency of an alert (its CAP "urgency" value: how soon to act), beside "Urgency" in the alerts dialog.
  'weather.urgency.immediate': 'Immediate',
  'weather.urgency.expected': 'Expected',
  'weather.urgency.future': 'Future',
  'weather.urgency.past': 'Past',
  'weather.urgency.unknown': 'Unknown',

  // Labels of one alert's facts in the alerts dialog (a short label column; the sending office's name stays in English).
  'weather.alertsDialog.issued': 'Issued',
  'weather.alertsDialog.effective': 'Effective',
  'weather.alertsDialog.begins': 'Begins',
  'weather.alertsDialog.ends': 'Ends',
  'weather.alertsDialog.severity': 'Severity',
  'weather.alertsDialog.certainty': 'Certainty',
  'weather.alertsDialog.urgency': 'Urgency',
  'weather.alertsDialog.counties': 'Counties',
  // Alert fact label: which NWS office sent the alert ("NWS Twin Cities/Chanhassen MN").
  'weather.alertsDialog.from': 'From',
  // Screen-reader name of the alert's description (NWS text).
  'weather.alertsDialog.whatToExpect': 'What to expect',
  // Screen-reader name of the alert's instructions (NWS text).
  'weather.alertsDialog.whatToDo': 'What to do',

  // The forecast panel's heading.
  'weather.forecast.heading': 'Forecast',
  // Beside the forecast heading: {place} is a city name ("Edina") or weather.forecast.metroPlace.
  'weather.forecast.placeAndSource': '{place} · National Weather Service',
  // The metro area's name, as the forecast's place for a city without coordinates of its own.
  'weather.forecast.metroPlace': 'Twin Cities',
  // The forecast panel while the forecast is fetched.
  'weather.forecast.loading': 'Loading the forecast…',
  // The forecast could not be fetched.
  'weather.forecast.unavailable': 'Forecast temporarily unavailable',
  // The forecast could not be refreshed; the older one is still shown below.
  'weather.forecast.unavailableShowingLast':
    'Forecast temporarily unavailable. Showing the last forecast received.',
  // When the forecast was issued today: {time} is a time of day ("1:08 PM").
  'weather.forecast.issuedToday': 'Forecast issued {time}',
  // When the forecast was issued on another day: {time} as above, {weekday} a short weekday ("Tue").
  'weather.forecast.issuedOtherDay': 'Forecast issued {time} {weekday}',
  // NWS gave no issue time.
  'weather.forecast.issueTimeMissing': 'Forecast issue time not given',
  // A warning above an old forecast.
  'weather.forecast.outOfDateIssued':
    'Out of date: this forecast was issued more than 12 hours ago.',
  // A warning above a forecast that has almost run out.
  'weather.forecast.outOfDateFewHours':
    'Out of date: fewer than 6 hours of this forecast are still ahead.',
  // Heading of the hourly forecast (and the list's name for screen readers).
  'weather.forecast.nextHours': 'Next 12 hours',
  // In place of the hourly forecast when no hour is left.
  'weather.forecast.noHours': 'No hourly forecast ahead.',
  // Heading of the day and night forecast (and the list's name for screen readers).
  'weather.forecast.days': '7-day forecast',
  // In place of the day and night forecast when no period is left.
  'weather.forecast.noDays': 'No daily forecast ahead.',
  // Screen readers only, read right after a percentage ("20%"): what the percentage is.
  'weather.forecast.chanceOfPrecipitation': 'chance of precipitation',
  // A chance of precipitation, "20%": in the hourly list and on a day's chip.
  'weather.forecast.percent': '{value}%',
  // A day period's temperature: {temperature} is "24°F".
  'weather.forecast.high': 'High {temperature}',
  // A night period's temperature: {temperature} is "9°F".
  'weather.forecast.low': 'Low {temperature}',
  // A period's wind, after its forecast text: {wind} is weather.forecast.windWithDirection ("NW 5 to 10 mph") or weather.forecast.calm.
  'weather.forecast.windLabel': 'Wind {wind}',
  // {direction} is a unit.compass16 point, where the wind comes from ("NW"); {speed} a speed such as "10 mph" or "5 to 10 mph".
  'weather.forecast.windWithDirection': '{direction} {speed}',
  // A wind speed range: "5 to 10 mph".
  'weather.forecast.windRange': '{low} to {high} mph',
  // The wind when there is none (0 mph).
  'weather.forecast.calm': 'Calm',
  // An hour in the hourly forecast and its chart, "3 PM": {period} is date.am or date.pm.
  'weather.forecast.hour': '{hour} {period}',
  // A temperature on the chart, without unit (keep short): "24°".
  'weather.forecast.chartTemperature': '{value}°',
  // Opens a forecast period's full NWS text (which stays in English).
  'weather.forecast.detailed': 'Detailed forecast',

  // The radar panel on the map: {time} is the radar image's time of day ("7:42 AM").
  'weather.radar.time': 'Radar {time}',
  // A badge beside the radar time when the radar image is old. Keep short.
  'weather.radar.outOfDate': 'out of date',
  // The radar image could not be fetched.
  'weather.radar.unavailable': 'Radar unavailable',
  // The radar panel while the radar is fetched.
  'weather.radar.loading': 'Loading radar…',
  // Icon button (name for screen readers): starts the last hour's radar animation.
  'weather.radar.play': 'Play radar loop',
  // Icon button (name for screen readers): stops the radar animation.
  'weather.radar.pause': 'Pause radar loop',
  // While the radar animation's images download.
  'weather.radar.loopLoading': 'Loading the last hour…',
  // None of the radar animation's images could be fetched.
  'weather.radar.loopUnavailable': 'Radar loop unavailable',
  // The left end of the radar's colour scale (light precipitation). Keep short.
  'weather.radar.light': 'Light',
  // The right end of the radar's colour scale (heavy precipitation). Keep short.
  'weather.radar.heavy': 'Heavy',
  // Screen-reader name of the radar's colour scale.
  'weather.radar.scale': 'Radar reflectivity scale, light to heavy precipitation',
  // Description of the radar image: {time} is its time of day ("7:42 AM").
  'weather.radar.image': 'Weather radar, {time}',
  // Credit line: {agency} is "NWS NEXRAD", {provider} "Iowa Environmental Mesonet" (names, kept as they are).
  'weather.radar.credit': 'Radar: {agency} via {provider}',
} as const;
