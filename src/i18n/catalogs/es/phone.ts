import type { CatalogFor } from '../../catalog';
import type { phone as english } from '../en/phone';
import type { phoneLater as englishLater } from '../en/phone-later';

/** Spanish (Español) words of the phone section (context: TRANSLATING.md). */
export const phone: CatalogFor<typeof english & typeof englishLater> = {
  'phone.status.live': 'EN VIVO',
  'phone.status.offline': 'SIN CONEXIÓN',
  'phone.status.updated': 'Actualizado: {time}',
  'phone.status.asOf': 'Datos guardados: {time}',
  'phone.status.unavailable': 'Datos en vivo no disponibles',
  'phone.status.connecting': 'Conectando…',
  'phone.status.waiting': 'Esperando conexión…',
  'phone.refresh': 'Actualizar',
  'phone.tabs.label': 'Vistas en vivo',
  'phone.tab.map': 'Mapa',
  'phone.tab.weather': 'Clima',
  'phone.tab.traffic': 'Tráfico',
  'phone.tab.news': 'Noticias',
  'phone.tab.loading': 'Cargando…',
  'phone.skeleton.loading': 'Cargando la vista en vivo…',

  'phone.map.legendCameras': 'Cámaras {count}',
  'phone.map.legendNews': 'Noticias {count}',
  'phone.map.layers': 'Capas del mapa',
  'phone.map.radar': 'Radar',
  'phone.map.expand': 'Ampliar mapa',
  'phone.map.label': 'Mapa en vivo',
  'phone.map.loading': 'Cargando puntos en vivo…',
  'phone.map.metroArea': 'Área metro de las Ciudades Gemelas',
  'phone.map.livePoints': { one: '{count} punto en vivo', other: '{count} puntos en vivo' },
  'phone.map.failed':
    'No se pudieron cargar los puntos en vivo. Toque Actualizar dentro de un momento.',
  'phone.map.camerasFailed': 'No se pudieron cargar las cámaras de tráfico.',
  'phone.map.newsFailed': 'No se pudieron cargar las noticias.',
  'phone.map.empty': 'No hay puntos en vivo en esta zona en este momento.',
  'phone.map.hint': 'Toque una cámara o una noticia en el mapa para ver los detalles.',
  'phone.map.selected': 'Punto seleccionado',
  'phone.map.selectedCamera': 'Cámara de tráfico',
  'phone.map.selectedStory': 'Noticia',
  'phone.map.closeDetails': 'Cerrar detalles',

  'phone.weather.forecast': 'Pronóstico',
  'phone.weather.stations': 'Estaciones meteorológicas',
  'phone.weather.loading': 'Cargando estaciones meteorológicas…',
  'phone.weather.failed': 'No se pudo cargar el clima. Toque Actualizar dentro de un momento.',
  'phone.weather.empty': 'Ninguna estación meteorológica está enviando datos en este momento.',
  'phone.weather.noCounty': 'Condado no indicado',
  'phone.weather.noConditions': 'Condiciones no indicadas',
  'phone.weather.wind': 'Viento',
  'phone.weather.humidity': 'Humedad',

  'phone.traffic.title': 'Cámaras de tráfico',
  'phone.traffic.failed':
    'No se pudieron cargar las cámaras de tráfico. Toque Actualizar dentro de un momento.',
  'phone.traffic.empty': 'No hay cámaras de tráfico disponibles en este momento.',
  'phone.traffic.highway': 'Carretera',
  'phone.traffic.direction': 'Dirección',
  'phone.traffic.county': 'Condado',
  'phone.traffic.notReported': 'No indicado',

  'phone.news.title': 'Últimas noticias',
  'phone.news.loading': 'Cargando noticias…',
  'phone.news.failed': 'No se pudieron cargar las noticias. Toque Actualizar dentro de un momento.',
  'phone.news.empty': 'No hay noticias en este momento.',
  'phone.news.readFullStory': 'Leer la noticia completa',
  'phone.news.publishedAt': '{date} {time}',
};
