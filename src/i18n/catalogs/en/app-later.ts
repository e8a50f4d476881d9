/**
 * The app section’s words that only later parts read (the network’s sections, footer, chooser and
 * suggestions, and the page parts below the first screen): they arrive with those parts
 * (src/i18n/english-later.ts), not in the first download.
 */
export const appLater = {
  // Shared bits.
  // Icon button that closes a dialog or card (its accessible name; not visible).
  'app.close': 'Close',
  // Screen-reader note after a link that opens another site.
  'app.opensInNewTab': '(opens in a new tab)',
  // Hidden description of a dialog that has no visible one.
  'app.dialog.details': 'Details',
  // Accessible name of the ✕ button of a pop-up notification.
  'app.toast.dismiss': 'Dismiss notification',

  // Part names, used in "{name} could not be shown." (keep the capitals where they are headings).
  'app.panel.forecast': 'Forecast',
  'app.panel.recentLocalNews': 'Recent Local News',
  'app.panel.latestLocalNews': 'Latest Local News',
  'app.panel.findPlace': 'Find a Place',
  'app.panel.nearYou': 'Near You',
  'app.panel.liveData': 'Live Twin Cities Data',
  'app.panel.myCameras': 'My Cameras',
  'app.panel.trafficCameras': 'Traffic Cameras',
  'app.panel.weatherStations': 'Weather Stations',
  'app.panel.localNews': 'Local News',
  'app.panel.localSites': 'Local news sites',

  // Pages.
  // Screen-reader name of the side column of filters on a city page.
  'app.domainPage.filters': 'Filters',

  // Live Status panel (below the page).
  'app.status.title': 'Live Status',
  'app.status.system.title': 'System Status',
  'app.status.system.checking': 'Checking connectivity...',
  'app.status.system.failed': 'Unable to check system status',
  // Screen-reader name of the list of upstream services (NWS, Metro Transit, MnDOT GIS).
  'app.status.system.list': 'Connectivity',

  // The Weather part of the Live Status panel: the NWS stations' latest readings (not the alerts).
  'app.status.weather.title': 'Weather',
  'app.status.weather.loading': 'Loading weather data...',
  'app.status.weather.failed': 'Weather data temporarily unavailable',
  'app.status.weather.empty': 'No weather observations reported right now.',
  // Screen-reader name of the list of station readings.
  'app.status.weather.list': 'Weather observations',
  // Screen-reader text for a missing reading (shown as a dash).
  'app.status.weather.notReported': 'not reported',
  'app.status.weather.conditionsNotReported': 'Conditions not reported',
  // {value} is the wind speed, e.g. "15 mph".
  'app.status.weather.wind': 'Wind {value}',
  // {value} is the humidity, e.g. "71%".
  'app.status.weather.humidity': 'Humidity {value}',

  // The Transit part of the Live Status panel: Metro Transit's service alerts (not weather alerts).
  'app.status.transit.title': 'Transit',
  'app.status.transit.loading': 'Loading transit data...',
  'app.status.transit.failed': 'Transit alerts temporarily unavailable',
  'app.status.transit.empty': 'No active transit alerts • All services operating normally',
  // Screen-reader name of the list of alerts.
  'app.status.transit.list': 'Transit alerts',
  // Small upper-case badges of an alert's severity.
  'app.status.transit.severe': 'Severe',
  'app.status.transit.warning': 'Warning',
  'app.status.transit.info': 'Info',
  // {route} is a bus or train route number, e.g. "Route 21".
  'app.status.transit.route': 'Route {route}',
  // When the alert started; {time} is "3:04 PM" or "Jan 14, 8:07 PM".
  'app.status.transit.since': 'Since {time}',

  // Site chooser ("Select Your Local News Site") below the page.
  'app.chooser.title': 'Select Your Local News Site',
  'app.chooser.intro':
    'Every community in the network has its own page with local news, traffic and weather.',
  'app.chooser.loading': 'Loading local news sites…',
  'app.chooser.failed': 'Local news sites are temporarily unavailable.',
  'app.chooser.empty': 'No local news sites are available yet.',
  // Heading of the group of sites that have no county.
  'app.chooser.otherAreas': 'Other areas',
  // Count beside a county heading.
  'app.chooser.siteCount': { one: '{count} site', other: '{count} sites' },
  // Button on a site's card, to its local page.
  'app.chooser.localPage': 'Local Page',
  // Accessible name of that button; {city} is the site's city.
  'app.chooser.localPageFor': 'Local Page for {city}',

  // Footer of every page.
  // The network's name; {app} is the brand "Twin Cities Live".
  'app.footer.networkName': '{app} Network',
  'app.footer.tagline': 'Local news, traffic and weather for every community in the metro.',
  // Badge: how many sites the current county has; {county} is a county name.
  'app.footer.countySites': {
    one: '{county} County: {count} site',
    other: '{county} County: {count} sites',
  },
  'app.footer.communities': 'Local communities',
  'app.footer.loading': 'Loading local communities…',
  'app.footer.failed': 'Local communities are temporarily unavailable.',
  'app.footer.empty': 'No other local communities yet.',
  // Under a community's city: its county and domain name, e.g. "Hennepin County · edinanews.com".
  'app.footer.communityPlace': '{county} County · {domain}',
  // Two links to the network's parent site; keep short.
  'app.footer.hub': 'Network Hub',
  'app.footer.allSites': 'All Sites',
  // Screen-reader hint for those links.
  'app.footer.parentHint': 'Opens the network site in a new tab',
  // {year} e.g. 2025; {network} is the network's name ("Twin Cities Live Network").
  'app.footer.copyright': '© {year} {network}. All rights reserved.',

  // "Your Local News Site" card near the top of the page.
  'app.suggestion.title': 'Your Local News Site',
  // Why this site was suggested.
  'app.suggestion.reasonCity': 'Matches the city you chose',
  'app.suggestion.reasonNearby': 'Closest to your location',
  'app.suggestion.reasonMetro': 'News for the whole Twin Cities metro',
  // Button to the suggested site; {domain} is its domain name, e.g. "Visit edinanews.com".
  'app.suggestion.visit': 'Visit {domain}',
  'app.suggestion.noAddress': "This site's address is not available.",
  // Button that hides the card.
  'app.suggestion.later': 'Maybe Later',
  // Hint on the ✕ button of the card.
  'app.suggestion.closeHint': 'Close suggestion',
  // Notification after hiding the card: title, then one of the two lines.
  'app.suggestion.hidden': 'Suggestion hidden',
  'app.suggestion.hiddenForever': 'We will not suggest a local site again on this device.',
  'app.suggestion.hiddenForVisit': 'Hidden for this visit.',
} as const;
