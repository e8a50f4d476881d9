/** English words of the app section (see TRANSLATING.md for each key's context). */
export const app = {
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
  'app.panel.belowMap': 'The panels below the map',
  'app.panel.header': 'Header',
  'app.panel.suggestion': 'Local site suggestion',
  'app.panel.networkSections': 'Live status and local sites',
  'app.panel.footer': 'Footer',

  // Pop-up notification when a new version of the site is ready.
  'app.release.title': 'A new version is available',
  'app.release.description': 'Reload to get the latest site.',
  // Button in that notification; keep short.
  'app.release.reload': 'Reload',
  // What a screen reader says for that button.
  'app.release.reloadAlt': 'Reload the page for the new version',

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

  // The alert row at the top of every page: its name for screen readers (also in "… could not be shown").
  'app.alertRow.region': 'Weather alerts',
  // The alert row while the alerts are fetched.
  'app.alertRow.checking': 'Checking for weather alerts…',
} as const;
