/** English words of the app section (see TRANSLATING.md for each key's context). */
export const app = {
  // Shared bits.
  // Icon button that closes a dialog or card (its accessible name; not visible).
  'app.close': 'Close',
  // Screen-reader note after a link that opens another site.
  'app.opensInNewTab': '(opens in a new tab)',
  // Hidden description of a dialog that has no visible one.
  'app.dialog.details': 'Details',
  // Accessible name of the ✕ button of a pop-up notification.
  'app.toast.dismiss': 'Dismiss notification',

  // The message shown in place of a part of the page that failed to draw.
  // {name} is the part's name (one of the "app.panel.*" names, or another section's), e.g. "Map could not be shown."
  'app.panelError.title': '{name} could not be shown.',
  'app.panelError.restWorks': 'The rest of the page still works.',
  // When the code of a whole page could not be downloaded.
  'app.panelError.checkConnection': 'Check your connection, then try again.',
  'app.panelError.ourSide': 'Something went wrong on our side. Try again, or reload the page.',
  // Button under the message.
  'app.panelError.tryAgain': 'Try again',

  // Part names, used in "{name} could not be shown." (keep the capitals where they are headings).
  'app.panel.cityPage': 'The city page',
  'app.panel.localNewsPage': 'The local news page',
  'app.panel.liveView': 'The live view',
  'app.panel.mapPage': 'The map page',
  'app.panel.map': 'Map',
  'app.panel.forecast': 'Forecast',
  'app.panel.recentLocalNews': 'Recent Local News',
  'app.panel.latestLocalNews': 'Latest Local News',
  'app.panel.belowMap': 'The panels below the map',
  'app.panel.findPlace': 'Find a Place',
  'app.panel.nearYou': 'Near You',
  'app.panel.liveData': 'Live Twin Cities Data',
  'app.panel.myCameras': 'My Cameras',
  'app.panel.trafficCameras': 'Traffic Cameras',
  'app.panel.weatherStations': 'Weather Stations',
  'app.panel.localNews': 'Local News',
  'app.panel.header': 'Header',
  'app.panel.suggestion': 'Local site suggestion',
  'app.panel.networkSections': 'Live status and local sites',
  'app.panel.localSites': 'Local news sites',
  'app.panel.footer': 'Footer',

  // Pop-up notification when a new version of the site is ready.
  'app.release.title': 'A new version is available',
  'app.release.description': 'Reload to get the latest site.',
  // Button in that notification; keep short.
  'app.release.reload': 'Reload',
  // What a screen reader says for that button.
  'app.release.reloadAlt': 'Reload the page for the new version',

  // Pages.
  // Screen-reader name of the side column of filters on a city page.
  'app.domainPage.filters': 'Filters',
  // Heading of the metro map page (tablets and desktops).
  'app.metroPage.title': 'Twin Cities Interactive Map',
  'app.metroPage.subtitle':
    'Real-time traffic cameras, weather conditions and news across the metro area',
  // The 404 screen: heading, line, and the button back to the home page.
  'app.notFound.title': '404 Page Not Found',
  'app.notFound.message': 'Did you forget to add the page to the router?',
  'app.notFound.home': 'Go to the Twin Cities map',
  // While a page's code is downloading.
  'app.loading': 'Loading…',
  // Under "Loading…" while the device is offline.
  'app.offline.waitNote': "You're offline. This page will load when you're back online.",

  // Header and page frame.
  // Link for keyboard users, shown when focused: jumps past the header to the map.
  'app.layout.skipToMap': 'Skip to map',
  // Screen-reader hint for the link to the network's parent site (a host name).
  'app.header.parentSiteHint': 'The network site, opens in a new tab',
  // Tagline under the brand on a city site, after the site's domain name.
  'app.header.tagline': 'Local News & Updates',
  // Header button that stops or restarts polling and the clock.
  'app.liveUpdates.resume': 'Resume live updates',
  'app.liveUpdates.pause': 'Pause live updates',
  // Header badge of the connection state; short, upper case in English.
  'app.connection.live': 'LIVE',
  'app.connection.offline': 'OFFLINE',

  // Freshness line of a feed: badge once the data is old, and notes after a failed refresh.
  'app.freshness.stale': 'Stale',
  'app.freshness.refreshFailedLong': '(refresh failed, showing last data)',
  // Short form of the same, on the phone's dark view.
  'app.freshness.refreshFailedShort': '(refresh failed)',

  // Live Status panel (below the page).
  'app.status.title': 'Live Status',
  'app.status.system.title': 'System Status',
  'app.status.system.checking': 'Checking connectivity…',
  'app.status.system.failed': 'Unable to check system status',
  // Screen-reader name of the list of upstream services (NWS, Metro Transit, MnDOT GIS).
  'app.status.system.list': 'Connectivity',
  // "3/3 systems operational": {working} of {count} upstream systems work.
  'app.status.system.count': {
    one: '{working}/{count} systems operational',
    other: '{working}/{count} systems operational',
  },
  // A service's connection state.
  'app.status.system.connected': 'Connected',
  'app.status.system.disconnected': 'Disconnected',
  'app.status.system.notReported': 'Not reported',
  // The overall line.
  'app.status.system.allOperational': 'All systems operational',
  'app.status.system.degraded': 'Some systems degraded',
  'app.status.system.unavailable': 'Systems unavailable',
  'app.status.system.noneReported': 'No systems reported',

  // The Weather part of the Live Status panel: the NWS stations' latest readings (not the alerts).
  'app.status.weather.title': 'Weather',
  'app.status.weather.loading': 'Loading weather data…',
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
  'app.status.transit.loading': 'Loading transit data…',
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

  // City dropdown in the header.
  // Accessible name of the dropdown.
  'app.city.select': 'Select city',
  'app.city.all': 'All Cities',
  // Group headings inside the dropdown (upper case in English).
  'app.city.major': 'MAJOR CITIES',
  'app.city.other': 'OTHER CITIES',
  // Notification after choosing; {city} is a city name.
  'app.city.showing': 'Showing {city}',
  'app.city.showingAll': 'Showing all cities',
  'app.city.failed': 'The city list could not be loaded; showing all cities.',

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
  // The alert row at the top of every page: its name for screen readers (also in "… could not be shown").
  'app.alertRow.region': 'Weather alerts',
  // The alert row while the alerts are fetched.
  'app.alertRow.checking': 'Checking for weather alerts…',
} as const;
