import type { CatalogFor } from '../../catalog';
import type { cameras as english } from '../en/cameras';

/** Hmong (Hmoob) words of the cameras section (context: TRANSLATING.md). */
export const cameras: CatalogFor<typeof english> = {
  'cameras.still.liveViewFrom': 'Duab ncaj qha ntawm {name}',
  'cameras.still.unavailable': 'Saib tsis tau koob yees duab',
  'cameras.still.liveCamera': 'Koob yees duab ncaj qha',
  'cameras.still.outdated': 'Tej zaum daim duab qub lawm',
  'cameras.still.offline': 'Duab khaws zaum kawg · tsis txuas',
  'cameras.still.refresh': 'Hloov duab tshiab',
  'cameras.still.ageUnder10s': 'Duab tsis txog 10 vib nas this',
  'cameras.still.ageSeconds': { other: 'Duab {count} vib nas this' },
  'cameras.still.ageMinutes': { other: 'Duab {count} feeb dhau los' },
  'cameras.still.ageHours': { other: 'Duab {count} teev dhau los' },
  'cameras.still.ageDays': { other: 'Duab {count} hnub dhau los' },

  'cameras.favourite.add': 'Ntxiv rau Kuv Cov Koob Yees Duab',
  'cameras.favourite.remove': 'Tshem tawm ntawm Kuv Cov Koob Yees Duab',
  'cameras.favourite.full': {
    other:
      'Kuv Cov Koob Yees Duab tuav tau {count} lub xwb. Tshem ib lub tawm mam li ntxiv tau lwm lub.',
  },
  'cameras.favourite.notKeptTitle':
    'Khaws tsis tau koj cov koob yees duab rau ntawm lub cuab yeej no',
  'cameras.favourite.notKeptDescription': 'Lawv yuav nyob kom txog thaum koj kaw nplooj ntawv no.',

  'cameras.link.copy': 'Luam qhov txuas',
  'cameras.link.copied': 'Luam qhov txuas lawm',
  'cameras.link.copiedDescription': 'Leej twg muaj qhov txuas no yuav pom lub koob yees duab no.',
  'cameras.link.copyFailed': 'Luam tsis tau qhov txuas',

  'cameras.cards.trafficCameras': 'Koob yees duab kev tsheb',
  'cameras.cards.myCameras': 'Kuv cov koob yees duab',
  'cameras.cards.weatherStations': 'Chaw ntsuas huab cua',
  'cameras.cards.localNews': 'Xov xwm hauv zos',
  'cameras.cards.noCameras': 'Tam sim no tsis muaj koob yees duab kev tsheb twg xa duab tuaj.',
  'cameras.cards.noNews': 'Tam sim no tsis muaj xov xwm hauv zos.',
  'cameras.cards.missingTitle': 'Koob yees duab {id}',
  'cameras.cards.missingNote': 'Tsis muaj nyob hauv cov ntaub ntawv tam sim no',
  'cameras.weather.windAndHumidity': 'Cua {wind} · Qhov noo {humidity}',
  'cameras.weather.observed': 'Ntsuas thaum {time} ({age})',
  'cameras.weather.noObservationTime': 'Tsis qhia lub sijhawm ntsuas',
  'cameras.weather.noCurrentReading': 'tsis muaj qhov ntsuas tam sim no',

  'cameras.details.highway': 'Txoj kev loj',
  'cameras.details.direction': 'Kev mus',
  'cameras.details.county': 'County',
  'cameras.details.status': 'Xwm txheej',
  'cameras.details.notGiven': 'Tsis qhia',
  'cameras.details.humidity': 'Qhov noo',
  'cameras.details.wind': 'Cua',
  'cameras.details.visibility': 'Pom kev deb',
  'cameras.details.observation': 'Sijhawm ntsuas',
  'cameras.details.sourceNotGiven': 'Tsis qhia tias los qhov twg',
  'cameras.details.tags': 'Cov lo lus',
  'cameras.news.readFullStory': 'Nyeem tag nrho zaj xov xwm',
  'cameras.news.opensInNewTab': '(qhib rau hauv ib lub tab tshiab)',
  'cameras.news.noLink': 'Tsis muaj qhov txuas mus saib',
};
