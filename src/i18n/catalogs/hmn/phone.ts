import type { CatalogFor } from '../../catalog';
import type { phone as english } from '../en/phone';
import type { phoneLater as englishLater } from '../en/phone-later';

/** Hmong (Hmoob) words of the phone section (context: TRANSLATING.md). */
export const phone: CatalogFor<typeof english & typeof englishLater> = {
  'phone.status.live': 'NCAJ QHA',
  'phone.status.offline': 'TSIS TXUAS',
  'phone.status.updated': 'Hloov tshiab thaum {time}',
  'phone.status.asOf': 'Hloov tshiab zaum kawg {time}',
  'phone.status.unavailable': 'Thauj tsis tau cov ntaub ntawv ncaj qha',
  'phone.status.connecting': 'Tab tom txuas…',
  'phone.status.waiting': 'Tab tom tos internet…',
  'phone.refresh': 'Hloov tshiab',
  'phone.tabs.label': 'Saib ncaj qha',
  'phone.tab.map': 'Daim qhia',
  'phone.tab.weather': 'Huab cua',
  'phone.tab.traffic': 'Kev tsheb',
  'phone.tab.news': 'Xov xwm',
  'phone.tab.loading': 'Tab tom thauj…',
  'phone.skeleton.loading': 'Tab tom thauj qhov saib ncaj qha…',

  'phone.map.legendCameras': 'Koob yees duab {count}',
  'phone.map.legendNews': 'Xov xwm {count}',
  'phone.map.layers': 'Cov txheej ntawm daim ntawv qhia chaw',
  'phone.map.radar': 'Radar',
  'phone.map.expand': 'Ua kom loj dua',
  'phone.map.label': 'Daim ntawv qhia chaw ncaj qha',
  'phone.map.loading': 'Tab tom thauj cov cim ncaj qha…',
  'phone.map.metroArea': 'Cheeb tsam Twin Cities',
  'phone.map.livePoints': { other: '{count} lub cim ncaj qha' },
  'phone.map.failed': 'Thauj tsis tau cov cim ncaj qha. Tos ib pliag ces sim nias Hloov Tshiab.',
  'phone.map.camerasFailed': 'Thauj tsis tau cov koob yees duab kev tsheb.',
  'phone.map.newsFailed': 'Thauj tsis tau xov xwm.',
  'phone.map.empty': 'Tam sim no tsis muaj cim ncaj qha twg nyob hauv cheeb tsam no.',
  'phone.map.hint':
    'Nias ib lub koob yees duab lossis ib zaj xov xwm hauv daim ntawv qhia chaw los saib ntxiv.',
  'phone.map.selected': 'Lub cim koj xaiv',
  'phone.map.selectedCamera': 'Koob yees duab kev tsheb',
  'phone.map.selectedStory': 'Zaj xov xwm',
  'phone.map.closeDetails': 'Kaw cov ntsiab lus',

  'phone.weather.forecast': 'Kev kwv yees huab cua',
  'phone.weather.stations': 'Chaw ntsuas huab cua',
  'phone.weather.loading': 'Tab tom thauj cov chaw ntsuas huab cua…',
  'phone.weather.failed': 'Thauj tsis tau huab cua. Tos ib pliag ces sim nias Hloov Tshiab.',
  'phone.weather.empty': 'Tam sim no tsis muaj chaw ntsuas huab cua twg xa ntaub ntawv tuaj.',
  'phone.weather.noCounty': 'Tsis qhia County',
  'phone.weather.noConditions': 'Tsis qhia huab cua zoo li cas',
  'phone.weather.wind': 'Cua',
  'phone.weather.humidity': 'Qhov noo',

  'phone.traffic.title': 'Koob yees duab kev tsheb',
  'phone.traffic.failed':
    'Thauj tsis tau cov koob yees duab kev tsheb. Tos ib pliag ces sim nias Hloov Tshiab.',
  'phone.traffic.empty': 'Tam sim no tsis muaj koob yees duab kev tsheb twg siv tau.',
  'phone.traffic.highway': 'Txoj kev',
  'phone.traffic.direction': 'Kev mus',
  'phone.traffic.county': 'County',
  'phone.traffic.notReported': 'Tsis qhia',

  'phone.news.title': 'Xov xwm tshiab',
  'phone.news.loading': 'Tab tom thauj xov xwm…',
  'phone.news.failed': 'Thauj tsis tau xov xwm. Tos ib pliag ces sim nias Hloov Tshiab.',
  'phone.news.empty': 'Tam sim no tsis muaj xov xwm.',
  'phone.news.readFullStory': 'Nyeem tag nrho zaj xov xwm',
  'phone.news.publishedAt': '{date}, {time}',
};
