import type { CatalogFor } from '../../catalog';
import type { common as english } from '../en/common';

/** Somali (Soomaali) words of the common section (context: TRANSLATING.md). */
export const common: CatalogFor<typeof english> = {
  'date.weekdaysShort': 'Axad|Isniin|Talaado|Arbaco|Khamiis|Jimco|Sabti',
  'date.monthsShort': 'Jan|Feb|Mar|Abr|May|Jun|Lul|Ogs|Seb|Okt|Nof|Dis',
  'date.am': 'AM',
  'date.pm': 'PM',
  'date.time': '{hour}:{minute} {period}',
  'date.timeWithSeconds': '{hour}:{minute}:{second} {period}',
  'date.monthDay': '{day} {month}',
  'date.monthDayYear': '{day} {month} {year}',
  'date.dayAndTime': '{weekday} {time}',
  'date.dateAndTime': '{date}, {time}',

  'age.justNow': 'hadda',
  'age.minutes': { one: '{count} daqiiqad ka hor', other: '{count} daqiiqo ka hor' },
  'age.hours': { one: '{count} saacad ka hor', other: '{count} saacadood ka hor' },
  'age.days': { one: '{count} maalin ka hor', other: '{count} maalmood ka hor' },
  'freshness.notYet': 'Weli lama cusboonaysiin',
  'freshness.updated': 'La cusboonaysiiyay {age}',
  'freshness.sourceRead': '{source} · la akhriyay {age}',
  'freshness.offline': "La cusboonaysiiyay {when} · xiriir la'aan",

  'unit.temperature': '{value}°F',
  'unit.wind': '{value} mph',
  'unit.windWithDirection': '{speed}, {direction} ka imanaysa',
  'unit.humidity': '{value}%',
  'unit.visibility': '{value} mi',
  'unit.compass':
    'Waqooyi|Waqooyi-bari|Bari|Koonfur-bari|Koonfur|Koonfur-galbeed|Galbeed|Waqooyi-galbeed',
  'unit.compass16':
    'Waqooyi|Waqooyi-waqooyi-bari|Waqooyi-bari|Bari-waqooyi-bari|Bari|Bari-koonfur-bari|Koonfur-bari|Koonfur-koonfur-bari|Koonfur|Koonfur-koonfur-galbeed|Koonfur-galbeed|Galbeed-koonfur-galbeed|Galbeed|Galbeed-waqooyi-galbeed|Waqooyi-galbeed|Waqooyi-waqooyi-galbeed',

  county: 'Degmada {county}',

  'direction.NB': 'Waqooyi u socda',
  'direction.SB': 'Koonfur u socda',
  'direction.EB': 'Bari u socda',
  'direction.WB': 'Galbeed u socda',

  'cameraStatus.active': 'Shaqaynaya',
  'cameraStatus.inactive': 'Ma shaqaynayo',
  'cameraStatus.maintenance': 'Dayactir ku jira',
  'cameraStatus.unknown': 'Xaaladda lama garanayo',

  'impact.high': 'Saamayn weyn',
  'impact.medium': 'Saamayn dhexdhexaad ah',
  'impact.low': 'Saamayn yar',

  'feed.cameras.loading': 'Kaamirooyinka taraafikada waa la soo rarayaa…',
  'feed.cameras.unavailable': 'Xogta kaamirooyinka taraafikada hadda lama heli karo.',
  'feed.cameras.refreshFailed':
    'Kaamirooyinka taraafikada: lama cusboonaysiin karin, waxaa muuqda xogtii ugu dambaysay.',
  'feed.news.loading': 'Wararka maxalliga ah waa la soo rarayaa…',
  'feed.news.unavailable': 'Wararka hadda lama heli karo.',
  'feed.news.refreshFailed':
    'Wararka: lama cusboonaysiin karin, waxaa muuqda xogtii ugu dambaysay.',

  'title.app': 'Twin Cities Live',
  'title.page': '{part} · {app}',
  'title.cityPage': 'Wararka maxalliga ah ee {city} · {app}',

  'language.label': 'Luqadda (Language)',
  'language.failed':
    'Luqaddaas lama soo rari karin. Hubi xiriirka internetka oo mar kale isku day.',
};
