import type { CatalogFor } from '../../catalog';
import type { common as english } from '../en/common';

/** Hmong (Hmoob) words of the common section (context: TRANSLATING.md). */
export const common: CatalogFor<typeof english> = {
  'date.weekdaysShort': 'Hnub Xya|Hnub Ib|Hnub Ob|Hnub Peb|Hnub Plaub|Hnub Tsib|Hnub Rau',
  'date.monthsShort':
    'Ib Hlis|Ob Hlis|Peb Hlis|Plaub Hlis|Tsib Hlis|Rau Hlis|Xya Hlis|Yim Hlis|Cuaj Hlis|Kaum Hlis|Kaum Ib Hlis|Kaum Ob Hlis',
  'date.am': 'AM',
  'date.pm': 'PM',
  'date.time': '{hour}:{minute} {period}',
  'date.timeWithSeconds': '{hour}:{minute}:{second} {period}',
  'date.monthDay': '{month} tim {day}',
  'date.monthDayYear': '{month} tim {day}, {year}',
  'date.dayAndTime': '{weekday} {time}',
  'date.dateAndTime': '{date}, {time}',

  'age.justNow': 'nyuam qhuav no',
  'age.minutes': { other: '{count} feeb dhau los' },
  'age.hours': { other: '{count} teev dhau los' },
  'age.days': { other: '{count} hnub dhau los' },
  'freshness.notYet': 'Tseem tsis tau hloov tshiab',
  'freshness.updated': 'Hloov tshiab {age}',
  'freshness.sourceRead': '{source} · tau txais {age}',
  'freshness.offline': 'Hloov tshiab zaum kawg {when} · tsis txuas',

  'unit.temperature': '{value}°F',
  'unit.wind': '{value} mph',
  'unit.windWithDirection': '{speed} los ntawm {direction} tuaj',
  'unit.humidity': '{value}%',
  'unit.visibility': '{value} mi',
  'unit.compass':
    'Qaum Teb|Qaum Teb Hnub Tuaj|Hnub Tuaj|Qab Teb Hnub Tuaj|Qab Teb|Qab Teb Hnub Poob|Hnub Poob|Qaum Teb Hnub Poob',
  'unit.compass16':
    'Qaum Teb|Qaum Teb me ntsis Hnub Tuaj|Qaum Teb Hnub Tuaj|Hnub Tuaj me ntsis Qaum Teb|Hnub Tuaj|Hnub Tuaj me ntsis Qab Teb|Qab Teb Hnub Tuaj|Qab Teb me ntsis Hnub Tuaj|Qab Teb|Qab Teb me ntsis Hnub Poob|Qab Teb Hnub Poob|Hnub Poob me ntsis Qab Teb|Hnub Poob|Hnub Poob me ntsis Qaum Teb|Qaum Teb Hnub Poob|Qaum Teb me ntsis Hnub Poob',

  county: '{county} County',

  'direction.NB': 'Mus rau qaum teb',
  'direction.SB': 'Mus rau qab teb',
  'direction.EB': 'Mus rau hnub tuaj',
  'direction.WB': 'Mus rau hnub poob',

  'cameraStatus.active': 'Ua haujlwm',
  'cameraStatus.inactive': 'Tsis ua haujlwm',
  'cameraStatus.maintenance': 'Tab tom kho',
  'cameraStatus.unknown': 'Tsis paub xwm txheej',

  'impact.high': 'Cuam tshuam ntau',
  'impact.medium': 'Cuam tshuam nruab nrab',
  'impact.low': 'Cuam tshuam me ntsis',

  'feed.cameras.loading': 'Tab tom thauj cov koob yees duab kev tsheb…',
  'feed.cameras.unavailable': 'Tam sim no thauj tsis tau cov koob yees duab kev tsheb.',
  'feed.cameras.refreshFailed':
    'Koob yees duab kev tsheb: hloov tshiab tsis tau, tseem qhia cov zaum kawg.',
  'feed.news.loading': 'Tab tom thauj xov xwm hauv zos…',
  'feed.news.unavailable': 'Tam sim no thauj tsis tau xov xwm.',
  'feed.news.refreshFailed': 'Xov xwm: hloov tshiab tsis tau, tseem qhia cov zaum kawg.',

  'title.app': 'Twin Cities Live',
  'title.page': '{part} · {app}',
  'title.cityPage': 'Xov xwm hauv {city} · {app}',

  'language.label': 'Hom lus (Language)',
  'language.failed': 'Thauj tsis tau hom lus ntawd. Xyuas koj qhov internet thiab sim dua.',
};
