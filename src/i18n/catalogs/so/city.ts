import type { CatalogFor } from '../../catalog';
import type { city as english } from '../en/city';
import type { cityLater as englishLater } from '../en/city-later';

/** Somali (Soomaali) words of the city section (context: TRANSLATING.md). */
export const city: CatalogFor<typeof english & typeof englishLater> = {
  'city.tryAgain': 'Isku day mar kale',
  'city.radar': 'Raadaar',
  'city.allCategories': 'Dhammaan qaybaha',

  'city.breadcrumb.label': 'Raadka bogga',
  'city.breadcrumb.home': 'Magaalooyinka Mataanaha ah',

  'city.header.title': 'Wararka maxalliga ah ee {city}',

  'city.loading.title': 'Wararka maxalliga ah waa la soo rarayaa…',
  'city.loading.subtitle': 'Waxaa laguu diyaarinayaa wararkaaga maxalliga ah',

  'city.notFound.title': 'Cinwaanka lama helin',
  'city.notFound.message': 'Cinwaanka bogga ee la codsaday lama helin.',
  'city.notFound.lookedFor': 'Waxaa la raadiyay: {name}',
  'city.notFound.lookupFailed': 'Hadda lama raadin karo bogagga wararka maxalliga ah.',
  'city.notFound.returnToMap': 'Ku noqo khariidadda Magaalooyinka Mataanaha ah',

  'city.filters.mapLayers': 'Lakabyada khariidadda',
  'city.filters.newsCategories': 'Qaybaha wararka',
  'city.filters.tags': 'Calaamadaha',
  'city.filters.allTags': 'Dhammaan calaamadaha',

  'city.liveData.title': 'Xog toos ah oo shaqaynaysa',
  'city.liveData.cameras': { one: '{count} kaamiro taraafiko', other: '{count} kaamiro taraafiko' },
  'city.liveData.camerasUnavailable': 'Kaamirooyinka taraafikada lama heli karo',
  'city.liveData.camerasLoading': 'Kaamirooyinka taraafikada waa la soo rarayaa…',
  'city.liveData.stations': { one: '{count} saldhig cimilo', other: '{count} saldhig cimilo' },
  'city.liveData.stories': { one: '{count} war oo u dhow', other: '{count} war oo u dhow' },
  'city.liveData.storiesUnavailable': 'Wararka lama heli karo',
  'city.liveData.storiesLoading': 'Wararka waa la soo rarayaa…',

  'city.localData.title': 'Xogta maxalliga ah',
  'city.localData.traffic': 'Taraafikada',
  'city.localData.weather': 'Cimilada',
  'city.localData.news': 'Wararka',
  'city.localData.cameras': { one: '{count} kaamiro', other: '{count} kaamiro' },
  'city.localData.stations': { one: '{count} saldhig', other: '{count} saldhig' },
  'city.localData.stories': { one: '{count} war', other: '{count} war' },
  'city.localData.unavailable': 'Lama heli karo',
  'city.localData.loading': 'Waa la soo rarayaa…',
  'city.localData.hidden': '{detail} · qarsoon',
  'city.localData.hide': 'Qari',
  'city.localData.show': 'Tus',
  'city.localData.hideLayer': 'Qari {layer}',
  'city.localData.showLayer': 'Tus {layer}',
  'city.localData.categories': 'Qaybaha',

  'city.news.recentTitle': 'Wararka maxalliga ah ee dhawaan',
  'city.news.recentEmpty':
    'Ma jiraan warar maxalli ah oo u dhigma qaybta iyo calaamadda aad dooratay.',
  'city.news.latestTitle': 'Wararka maxalliga ah ee ugu dambeeyay',
  'city.news.latestEmpty': 'Hadda ma jiraan warar maxalli ah.',
  'city.news.opensInNewTab': '(wuxuu ka furmayaa tab cusub)',
  'city.news.noLink': 'Linkiga dibadda lama heli karo',
  'city.news.failed': 'Wararka maxalliga ah lama soo rari karin.',

  'city.network.label': 'Shabakadda',
  'city.network.title': 'Bogagga shabakadda',
  'city.network.alsoInCounty': 'Sidoo kale Degmada {county}',
  'city.network.nearby': 'Meelaha u dhow',
  'city.network.groupLabel': '{label}:',
  'city.network.description': 'Bogagga wararka maxalliga ah ee deegaanka Minneapolis–Saint Paul.',
  'city.network.sitesUnavailable': 'Liiska bogagga shabakadda lama heli karo.',
  'city.network.thisSite': '(boggan)',
  'city.network.openMap': 'Fur khariidadda Magaalooyinka Mataanaha ah',
  'city.siteLinks.hub': 'Xarunta shabakadda',
  'city.siteLinks.allSites': 'Dhammaan bogagga',
};
