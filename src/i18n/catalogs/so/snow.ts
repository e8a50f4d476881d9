import type { CatalogFor } from '../../catalog';
import type { snow as english } from '../en/snow';

/**
 * Somali (Soomaali) words of the snow emergency section (context: TRANSLATING.md). The cities'
 * own terms: Minneapolis "gurmad baraf", Saint Paul "degdegga barafka" and "Xaaqidda jidka"
 * (docs/i18n/glossary-snow.md). To be checked by a native speaker.
 */
export const snow: CatalogFor<typeof english> = {
  'snow.region': 'Gurmad baraf',

  'snow.title.minneapolis': '{city}: gurmad baraf',
  'snow.title.saintPaul': '{city}: degdegga barafka',
  'snow.title.other': '{city}: gurmad baraf',
  'snow.declared': 'Waxaa lagu dhawaaqay gurmad baraf',

  'snow.phase.mpls-day1': 'Maalinta 1',
  'snow.phase.mpls-day2': 'Maalinta 2',
  'snow.phase.mpls-day3': 'Maalinta 3',
  'snow.phase.stp-night': 'Xaaqidda habeenkii',
  'snow.phase.stp-day': 'Xaaqidda maalintii',

  'snow.meaning.mpls-day1':
    'Baabuur ha dhigan labada dhinac ee waddooyinka gurmadka barafka (calaamadaha cas)',
  'snow.meaning.mpls-day2':
    'Baabuur ha dhigan dhinaca lambarrada dhabanka ah ee waddooyinka kale, iyo labada dhinac ee parkway-yada',
  'snow.meaning.mpls-day3': 'Baabuur ha dhigan dhinaca lambarrada kisiga ah ee waddooyinka kale',
  'snow.meaning.stp-night':
    'Baabuur ha dhigan waddooyinka xaaqidda habeenkii: kuwa calaamadda "Night Plow Route" leh iyo dhinaca calaamadeysan ee waddooyinka waqooyi-koonfur',
  'snow.meaning.stp-day':
    'Baabuur ha dhigan waddooyinka xaaqidda maalintii: waddooyinka xaafadaha ee bari-galbeed iyo dhinaca aan calaamadda lahayn ee waqooyi-koonfur',
  'snow.meaning.between': 'Ma jiraan xeerar dhigasho oo gurmad ilaa {phase}',

  'snow.begins': 'Xeerarka dhigashada baabuurta waxay bilaabanayaan {time}',
  'snow.beginsOn': 'Xeerarka dhigashada baabuurta waxay bilaabanayaan {when}',
  'snow.next': '{phase} waxay bilaabanaysaa {when}',
  'snow.nextRoutes': '{phase} waxay bilaabanayaan {when}',
  'snow.ends': 'Xeerarku waxay dhammaanayaan {when}',
  'snow.declaredWhen': 'Waxaa lagu dhawaaqay {when}',
  'snow.when': '{weekday} {time}',
  'snow.weekdays': 'Axad|Isniin|Talaado|Arbaco|Khamiis|Jimco|Sabti',
  'snow.hour': '{hour} {period}',

  'snow.rulesLink': 'Xeerarka magaalada',
  'snow.opensInNewTab': '(wuxuu ka furmayaa tab cusub)',
  'snow.allPhases': 'Dhammaan wejiyada',

  'snow.dialog.title': '{title}: halka aad baabuurka dhigan karto',
  'snow.dialog.span': '{start} ilaa {end}',
  'snow.dialog.spanUntilPlowed':
    'Laga bilaabo {start}, ilaa waddooyinka si buuxda loo xaaqo (ugu dambayn {end})',
  'snow.dialog.now': 'Hadda',

  'snow.rules.mpls-day1':
    'Baabuur ha dhigan labada dhinac ee waddada gurmadka barafka ilaa 8 subaxnimo, ama ilaa waddada si buuxda loo xaaqo. Waddooyinka gurmadka barafka waxay leeyihiin calaamado cas.',
  'snow.rules.mpls-day2':
    'Baabuur ha dhigan dhinaca lambarrada DHABANKA ah ee waddo aan ahayn waddada gurmadka ilaa 8 fiidnimo, ama ilaa dhinacaas si buuxda loo xaaqo. Baabuur ha dhigan labada dhinac ee parkway ilaa 8 fiidnimo, ama ilaa si buuxda loo xaaqo.',
  'snow.rules.mpls-day3':
    'Baabuur ha dhigan dhinaca lambarrada KISIGA ah ee waddo aan ahayn waddada gurmadka ilaa 8 fiidnimo, ama ilaa dhinacaas si buuxda loo xaaqo.',
  'snow.rules.stp-night':
    'Dhammaan waddooyinka xaaqidda habeenkii waa la xaaqi doonaa. Baabuur ha dhigan: bartamaha magaalada, waddooyinka waaweyn ee calaamadda "NIGHT PLOW ROUTE" leh iyo dhinaca waddooyinka xaafadaha waqooyi-koonfur ee calaamadda "NIGHT PLOW ROUTE THIS SIDE OF STREET" leh.',
  'snow.rules.stp-day':
    'Dhammaan waddooyinka xaaqidda maalintii waa la xaaqi doonaa. Baabuur ha dhigan: waddooyinka xaafadaha bari-galbeed ee aan calaamad lahayn iyo dhinaca aan calaamadda lahayn ee waddooyinka waqooyi-koonfur. Haddii aysan jirin calaamado "Night Plow" xaafadda, u qaado waddo xaaqidda maalintii.',
  'snow.rules.stp-all':
    'Dhigashada baabuurta waa mamnuuc ilaa waddooyinka si buuxda loo xaaqo. Degdegga barafka wuxuu socdaa 96 saacadood.',

  'snow.failed': 'Lama hubin karin gurmadka barafka',
  'snow.failedWhen': 'Lama hubin karin gurmadka barafka (hubintii ugu dambaysay {time})',

  'snow.announce.phase': '{title}: {phase}. {meaning}.',
  'snow.announce.upcoming': '{title} waa lagu dhawaaqay. {begins}.',
  'snow.announce.declared': '{title} waa lagu dhawaaqay.',
  'snow.announce.between': '{title}: {meaning}.',
};
