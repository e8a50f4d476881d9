import type { CatalogFor } from '../../catalog';
import type { common as english } from '../en/common';

/** Spanish (Español) words of the common section (context: TRANSLATING.md). */
export const common: CatalogFor<typeof english> = {
  'date.weekdaysShort': 'dom|lun|mar|mié|jue|vie|sáb',
  'date.monthsShort': 'ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic',
  'date.am': 'a. m.',
  'date.pm': 'p. m.',
  'date.time': '{hour}:{minute} {period}',
  'date.timeWithSeconds': '{hour}:{minute}:{second} {period}',
  'date.monthDay': '{day} {month}',
  'date.monthDayYear': '{day} {month} {year}',
  'date.dayAndTime': '{weekday} {time}',
  'date.dateAndTime': '{date}, {time}',

  'age.justNow': 'ahora mismo',
  'age.minutes': { one: 'hace {count} min', other: 'hace {count} min' },
  'age.hours': { one: 'hace {count} h', other: 'hace {count} h' },
  'age.days': { one: 'hace {count} día', other: 'hace {count} días' },
  'freshness.notYet': 'Aún sin actualizar',
  'freshness.updated': 'Actualizado {age}',
  'freshness.sourceRead': '{source} · consultado {age}',
  'freshness.offline': 'Última actualización: {when} · sin conexión',

  'unit.temperature': '{value}°F',
  'unit.wind': '{value} mph',
  'unit.windWithDirection': '{speed} del {direction}',
  'unit.humidity': '{value}%',
  'unit.visibility': '{value} mi',
  'unit.compass': 'N|NE|E|SE|S|SO|O|NO',
  'unit.compass16': 'N|NNE|NE|ENE|E|ESE|SE|SSE|S|SSO|SO|OSO|O|ONO|NO|NNO',

  county: 'Condado de {county}',

  'direction.NB': 'Hacia el norte',
  'direction.SB': 'Hacia el sur',
  'direction.EB': 'Hacia el este',
  'direction.WB': 'Hacia el oeste',

  'cameraStatus.active': 'Activa',
  'cameraStatus.inactive': 'Inactiva',
  'cameraStatus.maintenance': 'En mantenimiento',
  'cameraStatus.unknown': 'Estado desconocido',

  'impact.high': 'Impacto alto',
  'impact.medium': 'Impacto medio',
  'impact.low': 'Impacto bajo',

  'feed.cameras.loading': 'Cargando cámaras de tráfico…',
  'feed.cameras.unavailable':
    'Los datos de las cámaras de tráfico no están disponibles en este momento.',
  'feed.cameras.refreshFailed':
    'Cámaras de tráfico: no se pudieron actualizar; se muestran los últimos datos.',
  'feed.news.loading': 'Cargando noticias locales…',
  'feed.news.unavailable': 'Las noticias no están disponibles en este momento.',
  'feed.news.refreshFailed': 'Noticias: no se pudieron actualizar; se muestran los últimos datos.',

  'title.app': 'Twin Cities Live',
  'title.page': '{part} · {app}',
  'title.cityPage': 'Noticias locales de {city} · {app}',

  'language.label': 'Idioma (Language)',
  'language.failed': 'No se pudo cargar ese idioma. Revise su conexión e inténtelo de nuevo.',
};
