import type { CatalogFor } from '../../catalog';
import type { cameras as english } from '../en/cameras';

/** Spanish (Español) words of the cameras section (context: TRANSLATING.md). */
export const cameras: CatalogFor<typeof english> = {
  'cameras.still.liveViewFrom': 'Vista en vivo de {name}',
  'cameras.still.unavailable': 'Cámara no disponible',
  'cameras.still.liveCamera': 'Cámara en vivo',
  'cameras.still.outdated': 'Imagen quizá desactualizada',
  'cameras.still.offline': 'Última imagen guardada · sin conexión',
  'cameras.still.refresh': 'Actualizar imagen',
  'cameras.still.ageUnder10s': 'Imagen de hace menos de 10 s',
  'cameras.still.ageSeconds': {
    one: 'Imagen de hace {count} s',
    other: 'Imagen de hace {count} s',
  },
  'cameras.still.ageMinutes': {
    one: 'Imagen de hace {count} min',
    other: 'Imagen de hace {count} min',
  },
  'cameras.still.ageHours': { one: 'Imagen de hace {count} h', other: 'Imagen de hace {count} h' },
  'cameras.still.ageDays': {
    one: 'Imagen de hace {count} día',
    other: 'Imagen de hace {count} días',
  },

  'cameras.favourite.add': 'Agregar a Mis cámaras',
  'cameras.favourite.remove': 'Quitar de Mis cámaras',
  'cameras.favourite.full': {
    one: 'Mis cámaras admite como máximo {count} cámara. Quite una para agregar otra.',
    other: 'Mis cámaras admite como máximo {count} cámaras. Quite una para agregar otra.',
  },
  'cameras.favourite.notKeptTitle': 'No se pueden guardar sus cámaras en este dispositivo',
  'cameras.favourite.notKeptDescription': 'Se conservarán hasta que cierre esta página.',

  'cameras.link.copy': 'Copiar enlace',
  'cameras.link.copied': 'Enlace copiado',
  'cameras.link.copiedDescription': 'Cualquier persona con el enlace verá esta cámara.',
  'cameras.link.copyFailed': 'No se pudo copiar el enlace',

  'cameras.cards.trafficCameras': 'Cámaras de tráfico',
  'cameras.cards.myCameras': 'Mis cámaras',
  'cameras.cards.weatherStations': 'Estaciones meteorológicas',
  'cameras.cards.localNews': 'Noticias locales',
  'cameras.cards.noCameras': 'No hay cámaras de tráfico disponibles en este momento.',
  'cameras.cards.noNews': 'No hay noticias locales en este momento.',
  'cameras.cards.missingTitle': 'Cámara {id}',
  'cameras.cards.missingNote': 'No aparece en los datos actuales',
  'cameras.weather.windAndHumidity': 'Viento {wind} · Humedad {humidity}',
  'cameras.weather.observed': 'Observado: {time} ({age})',
  'cameras.weather.noObservationTime': 'Sin hora de observación',
  'cameras.weather.noCurrentReading': 'sin lectura actual',

  'cameras.details.highway': 'Carretera',
  'cameras.details.direction': 'Dirección',
  'cameras.details.county': 'Condado',
  'cameras.details.status': 'Estado',
  'cameras.details.notGiven': 'No indicado',
  'cameras.details.humidity': 'Humedad',
  'cameras.details.wind': 'Viento',
  'cameras.details.visibility': 'Visibilidad',
  'cameras.details.observation': 'Observación',
  'cameras.details.sourceNotGiven': 'Fuente no indicada',
  'cameras.details.tags': 'Etiquetas',
  'cameras.news.readFullStory': 'Leer la noticia completa',
  'cameras.news.opensInNewTab': '(se abre en una pestaña nueva)',
  'cameras.news.noLink': 'Enlace externo no disponible',
};
