import type { CatalogFor } from '../../catalog';
import type { city as english } from '../en/city';
import type { cityLater as englishLater } from '../en/city-later';

/** Hmong (Hmoob) words of the city section (context: TRANSLATING.md). */
export const city: CatalogFor<typeof english & typeof englishLater> = {
  'city.tryAgain': 'Sim dua',
  'city.radar': 'Radar',
  'city.allCategories': 'Txhua pawg',

  'city.breadcrumb.label': 'Kab qhia koj nyob qhov twg',
  'city.breadcrumb.home': 'Twin Cities',

  'city.header.title': 'Xov xwm hauv {city}',

  'city.loading.title': 'Tab tom thauj xov xwm hauv zos…',
  'city.loading.subtitle': 'Tab tom npaj koj cov xov xwm hauv zos',

  'city.notFound.title': 'Nrhiav tsis tau lub vas sab',
  'city.notFound.message': 'Nrhiav tsis tau lub npe vas sab uas koj ntaus.',
  'city.notFound.lookedFor': 'Tau nrhiav: {name}',
  'city.notFound.lookupFailed': 'Tam sim no nrhiav tsis tau cov vas sab xov xwm hauv zos.',
  'city.notFound.returnToMap': 'Rov qab mus rau daim ntawv qhia chaw Twin Cities',

  'city.filters.mapLayers': 'Cov txheej ntawm daim ntawv qhia chaw',
  'city.filters.newsCategories': 'Pawg xov xwm',
  'city.filters.tags': 'Cov lo lus',
  'city.filters.allTags': 'Txhua lo lus',

  'city.liveData.title': 'Muaj ntaub ntawv ncaj qha',
  'city.liveData.cameras': { other: '{count} lub koob yees duab kev tsheb' },
  'city.liveData.camerasUnavailable': 'Thauj tsis tau cov koob yees duab kev tsheb',
  'city.liveData.camerasLoading': 'Tab tom thauj cov koob yees duab kev tsheb…',
  'city.liveData.stations': { other: '{count} lub chaw ntsuas huab cua' },
  'city.liveData.stories': { other: '{count} zaj xov xwm nyob ze' },
  'city.liveData.storiesUnavailable': 'Thauj tsis tau xov xwm',
  'city.liveData.storiesLoading': 'Tab tom thauj xov xwm…',

  'city.localData.title': 'Ntaub ntawv hauv zos',
  'city.localData.traffic': 'Kev tsheb',
  'city.localData.weather': 'Huab cua',
  'city.localData.news': 'Xov xwm',
  'city.localData.cameras': { other: '{count} lub koob yees duab' },
  'city.localData.stations': { other: '{count} lub chaw ntsuas' },
  'city.localData.stories': { other: '{count} zaj xov xwm' },
  'city.localData.unavailable': 'Thauj tsis tau',
  'city.localData.loading': 'Tab tom thauj…',
  'city.localData.hidden': '{detail} · zais lawm',
  'city.localData.hide': 'Zais',
  'city.localData.show': 'Qhia',
  'city.localData.hideLayer': 'Zais {layer}',
  'city.localData.showLayer': 'Qhia {layer}',
  'city.localData.categories': 'Cov pawg',

  'city.news.recentTitle': 'Xov xwm hauv zos tsis ntev los no',
  'city.news.recentEmpty': 'Tsis muaj xov xwm hauv zos raws li cov pawg thiab cim koj xaiv.',
  'city.news.latestTitle': 'Xov xwm hauv zos tshiab tshaj',
  'city.news.latestEmpty': 'Tam sim no tsis muaj xov xwm hauv zos.',
  'city.news.opensInNewTab': '(qhib rau hauv ib lub tab tshiab)',
  'city.news.noLink': 'Tsis muaj qhov txuas mus saib',
  'city.news.failed': 'Thauj tsis tau xov xwm hauv zos.',

  'city.network.label': 'Cov vas sab',
  'city.network.title': 'Cov vas sab Twin Cities',
  'city.network.alsoInCounty': 'Lwm lub nroog hauv {county} County',
  'city.network.nearby': 'Nyob ze',
  'city.network.groupLabel': '{label}:',
  'city.network.description':
    'Cov vas sab xov xwm hauv zos thoob plaws cheeb tsam Minneapolis–Saint Paul.',
  'city.network.sitesUnavailable': 'Thauj tsis tau daim ntawv teev cov vas sab.',
  'city.network.thisSite': '(lub vas sab no)',
  'city.network.openMap': 'Qhib daim ntawv qhia chaw Twin Cities',
  'city.siteLinks.hub': 'Vas sab hauv paus',
  'city.siteLinks.allSites': 'Txhua lub vas sab',
};
