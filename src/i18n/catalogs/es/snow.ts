import type { CatalogFor } from '../../catalog';
import type { snow as english } from '../en/snow';

/**
 * Spanish words of the snow emergency section (context: TRANSLATING.md). The cities' own terms:
 * Minneapolis "Emergencia por Nevada", Saint Paul "emergencias causadas por la nieve",
 * "Rutas nocturnas", "rutas de día" (docs/i18n/glossary-snow.md).
 */
export const snow: CatalogFor<typeof english> = {
  'snow.region': 'Emergencias por nevada',

  'snow.title.minneapolis': 'Emergencia por Nevada en {city}',
  'snow.title.saintPaul': 'Emergencia causada por la nieve en {city}',
  'snow.title.other': 'Emergencia por nevada en {city}',
  'snow.declared': 'Emergencia por nevada declarada',

  'snow.phase.mpls-day1': 'Día 1',
  'snow.phase.mpls-day2': 'Día 2',
  'snow.phase.mpls-day3': 'Día 3',
  'snow.phase.stp-night': 'Rutas nocturnas',
  'snow.phase.stp-day': 'Rutas de día',

  'snow.meaning.mpls-day1':
    'No se estacione en ningún lado de las rutas de emergencia por nevada (letreros rojos)',
  'snow.meaning.mpls-day2':
    'No se estacione en el lado de números pares de las calles que no son rutas de emergencia, ni en ningún lado de los parkways',
  'snow.meaning.mpls-day3':
    'No se estacione en el lado de números impares de las calles que no son rutas de emergencia',
  'snow.meaning.stp-night':
    'No se estacione en las rutas nocturnas: calles con letrero "Night Plow Route" y el lado con letrero de las calles de norte a sur',
  'snow.meaning.stp-day':
    'No se estacione en las rutas de día: calles residenciales de este a oeste y el lado sin letrero de las de norte a sur',
  'snow.meaning.between': 'No hay reglas de estacionamiento por la emergencia hasta el {phase}',

  'snow.begins': 'Las reglas de estacionamiento comienzan a las {time}',
  'snow.beginsOn': 'Las reglas de estacionamiento comienzan el {when}',
  'snow.next': 'El {phase} comienza el {when}',
  'snow.nextRoutes': '{phase}: desde el {when}',
  'snow.ends': 'Las reglas terminan el {when}',
  'snow.declaredWhen': 'Declarada el {when}',
  'snow.when': '{weekday} a las {time}',
  'snow.weekdays': 'domingo|lunes|martes|miércoles|jueves|viernes|sábado',
  'snow.hour': '{hour} {period}',

  'snow.rulesLink': 'Reglas de la ciudad',
  'snow.opensInNewTab': '(se abre en una pestaña nueva)',
  'snow.allPhases': 'Todas las fases',

  'snow.dialog.title': '{title}: dónde puede estacionarse',
  'snow.dialog.span': 'Del {start} al {end}',
  'snow.dialog.spanUntilPlowed':
    'Desde el {start}, hasta que las calles estén despejadas de lado a lado (a más tardar el {end})',
  'snow.dialog.now': 'Ahora',

  'snow.rules.mpls-day1':
    'No se estacione en ningún lado de una ruta de emergencia por nevada hasta las 8 a. m., o hasta que la calle esté completamente despejada. Las rutas de emergencia tienen letreros rojos.',
  'snow.rules.mpls-day2':
    'No se estacione en el lado de números PARES de una calle que no es ruta de emergencia hasta las 8 p. m., o hasta que ese lado esté completamente despejado. No se estacione en ningún lado de un parkway hasta las 8 p. m., o hasta que esté completamente despejado.',
  'snow.rules.mpls-day3':
    'No se estacione en el lado de números IMPARES de una calle que no es ruta de emergencia hasta las 8 p. m., o hasta que ese lado esté completamente despejado.',
  'snow.rules.stp-night':
    'Se quitará la nieve de todas las rutas nocturnas. No se estacione en ellas: el centro, las calles principales con letrero "NIGHT PLOW ROUTE" y el lado de las calles residenciales de norte a sur con letrero "NIGHT PLOW ROUTE THIS SIDE OF STREET".',
  'snow.rules.stp-day':
    'Se quitará la nieve de todas las rutas de día. No se estacione en ellas: las calles residenciales de este a oeste sin letrero y el lado sin letrero de las calles residenciales de norte a sur. Si en la cuadra no hay letreros "Night Plow", considérela una ruta de día.',
  'snow.rules.stp-all':
    'Se prohíbe estacionarse hasta que las calles estén despejadas de lado a lado. La emergencia dura 96 horas.',

  'snow.failed': 'No se pudo comprobar si hay emergencias por nevada',
  'snow.failedWhen':
    'No se pudo comprobar si hay emergencias por nevada (última comprobación: {time})',

  'snow.announce.phase': '{title}: {phase}. {meaning}.',
  'snow.announce.upcoming': '{title} declarada. {begins}.',
  'snow.announce.declared': '{title} declarada.',
  'snow.announce.between': '{title}: {meaning}.',
};
