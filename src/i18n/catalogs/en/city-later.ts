/**
 * The city section’s words that only later parts read (the city pages’ news, their network section
 * and their not-found page): they arrive with those parts (src/i18n/english-later.ts), not in the
 * first download.
 */
export const cityLater = {
  // City pages: one page per city of the network (/domain/edina, or the city's own site).
  // Button that asks again after a lookup or a feed failed.
  'city.tryAgain': 'Try again',
  // Switch that shows the weather radar over the map.
  'city.radar': 'Radar',
  // First option of the news category menu: no category filter.
  'city.allCategories': 'All Categories',

  // Breadcrumb at the top of a city page.
  // Screen-reader name of the breadcrumb navigation.
  'city.breadcrumb.label': 'Breadcrumb',
  // First breadcrumb link, back to the metro map; the metro area's name.
  'city.breadcrumb.home': 'Twin Cities',

  // The city's title card.
  // Page heading ("Edina Local News"); {city} is the city's name from the feed, e.g. "Edina".
  'city.header.title': '{city} Local News',

  // "Domain Not Found": the address names no city of the network.
  // Heading of the screen, and the browser tab's title.
  'city.notFound.title': 'Domain Not Found',
  // Text under the heading.
  'city.notFound.message': 'The requested domain could not be found.',
  // {name} is what the visitor typed in the address (shown as typed).
  'city.notFound.lookedFor': 'Looked for: {name}',
  // Alert when the list of city sites could not be fetched (network or server trouble).
  'city.notFound.lookupFailed': 'Local news sites could not be looked up right now.',
  // Button back to the metro map.
  'city.notFound.returnToMap': 'Return to Twin Cities Map',

  // The domain page's left column: map layer switches and news filters.
  // Heading above the layer switches.
  'city.filters.mapLayers': 'Map Layers',
  // Label of the category menu.
  'city.filters.newsCategories': 'News Categories',
  // Label of the tag menu.
  'city.filters.tags': 'Tags',
  // First option of the tag menu: no tag filter.
  'city.filters.allTags': 'All Tags',

  // "Live Data Active" box: what is live near the city.
  // Heading of the box.
  'city.liveData.title': 'Live Data Active',

  // "Local Data": the city's own site's map controls, one row per layer.
  // Heading of the panel.
  'city.localData.title': 'Local Data',
  // Line under a row when its feed failed.
  'city.localData.unavailable': 'Unavailable',
  // Line under a row while its feed loads.
  'city.localData.loading': 'Loading…',
  // Line under a row whose layer is hidden from the map; {detail} is e.g. "3 cameras".
  'city.localData.hidden': '{detail} · hidden',
  // Short button: hide this layer from the map.
  'city.localData.hide': 'Hide',
  // Short button: show this layer on the map.
  'city.localData.show': 'Show',
  // Screen-reader name of the Hide button; {layer} is a row name, e.g. "Traffic".
  'city.localData.hideLayer': 'Hide {layer}',
  // Screen-reader name of the Show button; {layer} is a row name, e.g. "Traffic".
  'city.localData.showLayer': 'Show {layer}',
  // Label of the news category menu.
  'city.localData.categories': 'Categories',

  // The city's news list.
  // Heading of the domain page's list.
  'city.news.recentTitle': 'Recent Local News',
  // Domain page's list when no story matches the chosen category and tag.
  'city.news.recentEmpty': 'No local news available for the selected filters.',
  // Heading of the city site's list.
  'city.news.latestTitle': 'Latest Local News',
  // City site's list when the feed has no story for the city.
  'city.news.latestEmpty': 'No local news available at this time.',
  // Screen-reader text after a story's title link.
  'city.news.opensInNewTab': '(opens in a new tab)',
  // Shown instead of a link when the story has no usable address.
  'city.news.noLink': 'External link not available',
  // Alert when the news feed failed before it ever answered; a "Try again" button follows.
  'city.news.failed': 'Local news could not be loaded.',

  // Network bar: the strip on top of a city's own site, linking the other sites of the network.
  // Screen-reader name of the bar.
  'city.network.label': 'Network',
  // Button that opens the list of every site; also that dialog's title. Keep short: on a phone it
  // shares one row with the brand link.
  'city.network.title': 'Twin Cities Network',
  // Label before the links to the other cities of the county; {county} e.g. "Hennepin".
  'city.network.alsoInCounty': 'Also in {county} County',
  // Label before the links to the nearest cities.
  'city.network.nearby': 'Nearby',
  // A link group's label followed by its links; {label} is alsoInCounty or nearby.
  'city.network.groupLabel': '{label}:',
  // Line under the dialog's title.
  'city.network.description': 'Local news sites across the Minneapolis–Saint Paul metro.',
  // Dialog text when the list of sites failed to load.
  'city.network.sitesUnavailable': 'The list of network sites is not available.',
  // Small text after the current city's name in the dialog.
  'city.network.thisSite': '(this site)',
  // Button-like link at the bottom of the dialog, to the metro map.
  'city.network.openMap': 'Open the Twin Cities map',
  // Link to the network's main site (opens in a new tab).
  'city.siteLinks.hub': 'Network Hub',
  // Link to the list of all the network's sites (opens in a new tab).
  'city.siteLinks.allSites': 'All Sites',
} as const;
