import type { CatalogFor } from '../../catalog';
import type { city as english } from '../en/city';
import type { cityLater as englishLater } from '../en/city-later';

/** Spanish (Español) words of the city section (context: TRANSLATING.md). */
export const city: CatalogFor<typeof english & typeof englishLater> = {
  'city.tryAgain': 'Intentar de nuevo',
  'city.radar': 'Radar',
  'city.allCategories': 'Todas las categorías',

  'city.breadcrumb.label': 'Ruta de navegación',
  'city.breadcrumb.home': 'Ciudades Gemelas',

  'city.header.title': 'Noticias locales de {city}',

  'city.loading.title': 'Cargando noticias locales…',
  'city.loading.subtitle': 'Preparando sus noticias locales',

  'city.notFound.title': 'Dominio no encontrado',
  'city.notFound.message': 'No se encontró el dominio solicitado.',
  'city.notFound.lookedFor': 'Se buscó: {name}',
  'city.notFound.lookupFailed':
    'No se pudieron consultar los sitios de noticias locales en este momento.',
  'city.notFound.returnToMap': 'Volver al mapa de las Ciudades Gemelas',

  'city.filters.mapLayers': 'Capas del mapa',
  'city.filters.newsCategories': 'Categorías de noticias',
  'city.filters.tags': 'Etiquetas',
  'city.filters.allTags': 'Todas las etiquetas',

  'city.liveData.title': 'Datos en vivo activos',
  'city.liveData.cameras': {
    one: '{count} cámara de tráfico',
    other: '{count} cámaras de tráfico',
  },
  'city.liveData.camerasUnavailable': 'Cámaras de tráfico no disponibles',
  'city.liveData.camerasLoading': 'Cargando cámaras de tráfico…',
  'city.liveData.stations': {
    one: '{count} estación meteorológica',
    other: '{count} estaciones meteorológicas',
  },
  'city.liveData.stories': {
    one: '{count} noticia cercana',
    other: '{count} noticias cercanas',
  },
  'city.liveData.storiesUnavailable': 'Noticias no disponibles',
  'city.liveData.storiesLoading': 'Cargando noticias…',

  'city.localData.title': 'Datos locales',
  'city.localData.traffic': 'Tráfico',
  'city.localData.weather': 'Clima',
  'city.localData.news': 'Noticias',
  'city.localData.cameras': { one: '{count} cámara', other: '{count} cámaras' },
  'city.localData.stations': { one: '{count} estación', other: '{count} estaciones' },
  'city.localData.stories': { one: '{count} noticia', other: '{count} noticias' },
  'city.localData.unavailable': 'No disponible',
  'city.localData.loading': 'Cargando…',
  'city.localData.hidden': '{detail} · capa oculta',
  'city.localData.hide': 'Ocultar',
  'city.localData.show': 'Mostrar',
  'city.localData.hideLayer': 'Ocultar {layer}',
  'city.localData.showLayer': 'Mostrar {layer}',
  'city.localData.categories': 'Categorías',

  'city.news.recentTitle': 'Noticias locales recientes',
  'city.news.recentEmpty': 'No hay noticias locales para los filtros elegidos.',
  'city.news.latestTitle': 'Últimas noticias locales',
  'city.news.latestEmpty': 'No hay noticias locales en este momento.',
  'city.news.opensInNewTab': '(se abre en una pestaña nueva)',
  'city.news.noLink': 'Enlace externo no disponible',
  'city.news.failed': 'No se pudieron cargar las noticias locales.',

  'city.network.label': 'Red',
  'city.network.title': 'Red de las Ciudades Gemelas',
  'city.network.alsoInCounty': 'También en el Condado de {county}',
  'city.network.nearby': 'Ciudades cercanas',
  'city.network.groupLabel': '{label}:',
  'city.network.description':
    'Sitios de noticias locales de toda el área metropolitana de Minneapolis–Saint Paul.',
  'city.network.sitesUnavailable': 'La lista de sitios de la red no está disponible.',
  'city.network.thisSite': '(este sitio)',
  'city.network.openMap': 'Abrir el mapa de las Ciudades Gemelas',
  'city.siteLinks.hub': 'Portal de la red',
  'city.siteLinks.allSites': 'Todos los sitios',
};
