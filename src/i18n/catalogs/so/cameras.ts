import type { CatalogFor } from '../../catalog';
import type { cameras as english } from '../en/cameras';

/** Somali (Soomaali) words of the cameras section (context: TRANSLATING.md). */
export const cameras: CatalogFor<typeof english> = {
  'cameras.still.liveViewFrom': 'Muuqaalka tooska ah ee {name}',
  'cameras.still.unavailable': 'Kaamirada lama heli karo',
  'cameras.still.liveCamera': 'Kaamiro toos ah',
  'cameras.still.outdated': 'Sawir duugoobay',
  'cameras.still.offline': "Sawir kaydsan · xiriir la'aan",
  'cameras.still.refresh': 'Cusboonaysii sawirka',
  'cameras.still.ageUnder10s': 'Sawirka: 10 ilbiriqsi gudahood',
  'cameras.still.ageSeconds': {
    one: 'Sawirka: {count} ilbiriqsi ka hor',
    other: 'Sawirka: {count} ilbiriqsi ka hor',
  },
  'cameras.still.ageMinutes': {
    one: 'Sawirka: {count} daqiiqad ka hor',
    other: 'Sawirka: {count} daqiiqo ka hor',
  },
  'cameras.still.ageHours': {
    one: 'Sawirka: {count} saacad ka hor',
    other: 'Sawirka: {count} saacadood ka hor',
  },
  'cameras.still.ageDays': {
    one: 'Sawirka: {count} maalin ka hor',
    other: 'Sawirka: {count} maalmood ka hor',
  },

  'cameras.favourite.add': 'Ku dar Kaamirooyinkayga',
  'cameras.favourite.remove': 'Ka saar Kaamirooyinkayga',
  'cameras.favourite.full': {
    one: 'Kaamirooyinkayga waxaa ku jiri kara ugu badnaan {count} kaamiro. Ka saar mid si aad mid kale ugu darto.',
    other:
      'Kaamirooyinkayga waxaa ku jiri kara ugu badnaan {count} kaamiro. Ka saar mid si aad mid kale ugu darto.',
  },
  'cameras.favourite.notKeptTitle': 'Kaamirooyinkaaga laguma kaydin karo qalabkan',
  'cameras.favourite.notKeptDescription': 'Waa la hayn doonaa ilaa aad xirto boggan.',

  'cameras.link.copy': 'Koobiyee linkiga',
  'cameras.link.copied': 'Linkiga waa la koobiyeeyay',
  'cameras.link.copiedDescription': 'Qof kasta oo haysta linkiga wuu arki karaa kaamiradan.',
  'cameras.link.copyFailed': 'Linkiga lama koobiyeyn karin',

  'cameras.cards.trafficCameras': 'Kaamirooyinka taraafikada',
  'cameras.cards.myCameras': 'Kaamirooyinkayga',
  'cameras.cards.weatherStations': 'Saldhigyada cimilada',
  'cameras.cards.localNews': 'Wararka maxalliga ah',
  'cameras.cards.noCameras': 'Hadda ma jiraan kaamirooyin taraafiko oo xog soo diraya.',
  'cameras.cards.noNews': 'Hadda ma jiraan warar maxalli ah.',
  'cameras.cards.missingTitle': 'Kaamirada {id}',
  'cameras.cards.missingNote': 'Kuma jirto liiska hadda',
  'cameras.weather.windAndHumidity': 'Dabaysha {wind} · Qoyaanka {humidity}',
  'cameras.weather.observed': 'La cabbiray {time} ({age})',
  'cameras.weather.noObservationTime': 'Waqtiga cabbirka lama sheegin',
  'cameras.weather.noCurrentReading': 'cabbir hadda ma jiro',

  'cameras.details.highway': 'Waddada',
  'cameras.details.direction': 'Jihada',
  'cameras.details.county': 'Degmada',
  'cameras.details.status': 'Xaaladda',
  'cameras.details.notGiven': 'Lama sheegin',
  'cameras.details.humidity': 'Qoyaanka',
  'cameras.details.wind': 'Dabaysha',
  'cameras.details.visibility': 'Fogaanta aragga',
  'cameras.details.observation': 'Waqtiga cabbirka',
  'cameras.details.sourceNotGiven': 'Isha lama sheegin',
  'cameras.details.tags': 'Calaamadaha',
  'cameras.news.readFullStory': 'Akhri warka oo dhan',
  'cameras.news.opensInNewTab': '(wuxuu ka furmayaa tab cusub)',
  'cameras.news.noLink': 'Linkiga warka lama heli karo',
};
