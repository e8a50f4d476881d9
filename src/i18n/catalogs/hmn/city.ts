import type { CatalogFor } from '../../catalog';
import type { city as english } from '../en/city';

/** Hmong (Hmoob) words of the city section (context: TRANSLATING.md). */
export const city: CatalogFor<typeof english> = {
  'city.tryAgain': 'Sim dua',
  'city.radar': 'Radar',
  'city.allCategories': 'Txhua Pawg',

  'city.breadcrumb.label': 'Kab qhia koj nyob qhov twg',
  'city.breadcrumb.home': 'Cheeb Tsam Twin Cities',

  'city.header.title': 'Xov Xwm Hauv {city}',

  'city.loading.title': 'Tab tom thauj xov xwm hauv zos...',
  'city.loading.subtitle': 'Tab tom npaj koj cov xov xwm hauv zos',

  'city.notFound.title': 'Nrhiav Tsis Tau Lub Vev Xaib',
  'city.notFound.message': 'Nrhiav tsis tau lub npe vev xaib uas koj ntaus.',
  'city.notFound.lookedFor': 'Tau nrhiav: {name}',
  'city.notFound.lookupFailed': 'Tam sim no nrhiav tsis tau cov vev xaib xov xwm hauv zos.',
  'city.notFound.returnToMap': 'Rov qab mus rau daim ntawv qhia chaw Twin Cities',

  'city.filters.mapLayers': 'Cov Txheej ntawm Daim Ntawv Qhia Chaw',
  'city.filters.newsCategories': 'Pawg Xov Xwm',
  'city.filters.tags': 'Cov Cim',
  'city.filters.allTags': 'Txhua Lub Cim',

  'city.liveData.title': 'Muaj Ntaub Ntawv Ncaj Qha',
  'city.liveData.cameras': { other: '{count} lub koob yees duab kev tsheb' },
  'city.liveData.camerasUnavailable': 'Thauj tsis tau cov koob yees duab kev tsheb',
  'city.liveData.camerasLoading': 'Tab tom thauj cov koob yees duab kev tsheb…',
  'city.liveData.stations': { other: '{count} lub chaw ntsuas huab cua' },
  'city.liveData.stories': { other: '{count} zaj xov xwm nyob ze' },
  'city.liveData.storiesUnavailable': 'Thauj tsis tau xov xwm',
  'city.liveData.storiesLoading': 'Tab tom thauj xov xwm…',

  'city.localData.title': 'Ntaub Ntawv Hauv Zos',
  'city.localData.traffic': 'Kev Tsheb',
  'city.localData.weather': 'Huab Cua',
  'city.localData.news': 'Xov Xwm',
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
  'city.localData.categories': 'Cov Pawg',

  'city.news.recentTitle': 'Xov Xwm Hauv Zos Tsis Ntev Los No',
  'city.news.recentEmpty': 'Tsis muaj xov xwm hauv zos raws li cov pawg thiab cim koj xaiv.',
  'city.news.latestTitle': 'Xov Xwm Hauv Zos Tshiab Tshaj',
  'city.news.latestEmpty': 'Tam sim no tsis muaj xov xwm hauv zos.',
  'city.news.opensInNewTab': '(qhib rau hauv ib lub tab tshiab)',
  'city.news.noLink': 'Tsis muaj qhov txuas mus saib',
  'city.news.failed': 'Thauj tsis tau xov xwm hauv zos.',

  'city.network.label': 'Cov vev xaib',
  'city.network.title': 'Cov Vev Xaib Twin Cities',
  'city.network.alsoInCounty': 'Lwm lub nroog hauv {county} County',
  'city.network.nearby': 'Nyob ze',
  'city.network.groupLabel': '{label}:',
  'city.network.description':
    'Cov vev xaib xov xwm hauv zos thoob plaws cheeb tsam Minneapolis–Saint Paul.',
  'city.network.sitesUnavailable': 'Thauj tsis tau daim ntawv teev cov vev xaib.',
  'city.network.thisSite': '(lub vev xaib no)',
  'city.network.openMap': 'Qhib daim ntawv qhia chaw Twin Cities',
  'city.siteLinks.hub': 'Vev Xaib Hauv Paus',
  'city.siteLinks.allSites': 'Txhua Lub Vev Xaib',
};
