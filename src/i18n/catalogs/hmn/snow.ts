import type { CatalogFor } from '../../catalog';
import type { snow as english } from '../en/snow';

/**
 * Hmong (Hmoob) words of the snow emergency section (context: TRANSLATING.md). The cities' own
 * terms: Minneapolis "kev thob dau ceev", Saint Paul "kev kaus te kub ceev", "Kaus yav tsausntuj",
 * "yav nruabhnub" (docs/i18n/glossary-snow.md). To be checked by a native speaker.
 */
export const snow: CatalogFor<typeof english> = {
  'snow.region': 'Kev thob dau ceev',

  'snow.title.minneapolis': '{city}: kev thob dau ceev',
  'snow.title.saintPaul': '{city}: kev kaus te kub ceev',
  'snow.title.other': '{city}: kev thob dau ceev',
  'snow.declared': 'Tau tshaj tawm kev thob dau ceev',

  'snow.phase.mpls-day1': 'Hnub 1',
  'snow.phase.mpls-day2': 'Hnub 2',
  'snow.phase.mpls-day3': 'Hnub 3',
  'snow.phase.stp-night': 'Kaus yav tsausntuj',
  'snow.phase.stp-day': 'Kaus yav nruabhnub',

  'snow.meaning.mpls-day1':
    'Tsis pub nres tsheb ob sab ntawm txoj kev Snow Emergency Route (daim paib liab)',
  'snow.meaning.mpls-day2':
    'Tsis pub nres tsheb sab tus naj npawb txawm ntawm lwm txoj kev, thiab ob sab ntawm parkway',
  'snow.meaning.mpls-day3': 'Tsis pub nres tsheb sab tus naj npawb khib ntawm lwm txoj kev',
  'snow.meaning.stp-night':
    'Tsis pub nres tsheb ntawm txoj kev kaus yav tsausntuj: cov kev muaj daim paib "Night Plow Route" thiab sab muaj paib ntawm cov kev qaum teb-qab teb',
  'snow.meaning.stp-day':
    'Tsis pub nres tsheb ntawm txoj kev kaus yav nruabhnub: cov kev zej zog sab hnub tuaj-sab hnub poob thiab sab tsis muaj paib ntawm cov kev qaum teb-qab teb',
  'snow.meaning.between': 'Tsis muaj txoj cai nres tsheb txog thaum {phase}',

  'snow.begins': 'Txoj cai nres tsheb pib {time}',
  'snow.beginsOn': 'Txoj cai nres tsheb pib {when}',
  'snow.next': '{phase} pib {when}',
  'snow.nextRoutes': '{phase} pib {when}',
  'snow.ends': 'Txoj cai xaus {when}',
  'snow.declaredWhen': 'Tshaj tawm {when}',
  'snow.when': '{weekday} {time}',
  'snow.weekdays': 'Hnub Xya|Hnub Ib|Hnub Ob|Hnub Peb|Hnub Plaub|Hnub Tsib|Hnub Rau',
  'snow.hour': '{hour} {period}',

  'snow.rulesLink': 'Txoj cai ntawm lub nroog',
  'snow.opensInNewTab': '(qhib rau hauv ib lub tab tshiab)',
  'snow.allPhases': 'Txhua theem',

  'snow.dialog.title': '{title}: qhov chaw koj nres tau tsheb',
  'snow.dialog.span': '{start} txog {end}',
  'snow.dialog.spanUntilPlowed': 'Pib {start}, txog thaum kaus kev huv tag (lig tshaj yog {end})',
  'snow.dialog.now': 'Tam sim no',

  'snow.rules.mpls-day1':
    'Tsis txhob nres tsheb ob sab ntawm txoj kev Snow Emergency Route txog 8 teev sawv ntxov, los yog txog thaum kaus txoj kev huv tag. Cov kev no muaj daim paib liab.',
  'snow.rules.mpls-day2':
    'Tsis txhob nres tsheb sab tus naj npawb TXAWM ntawm txoj kev uas tsis yog Snow Emergency Route txog 8 teev tsaus ntuj, los yog txog thaum kaus sab ntawd huv tag. Tsis txhob nres tsheb ob sab ntawm parkway txog 8 teev tsaus ntuj, los yog txog thaum kaus huv tag.',
  'snow.rules.mpls-day3':
    'Tsis txhob nres tsheb sab tus naj npawb KHIB ntawm txoj kev uas tsis yog Snow Emergency Route txog 8 teev tsaus ntuj, los yog txog thaum kaus sab ntawd huv tag.',
  'snow.rules.stp-night':
    'Yuav kaus txhua txoj kev yav tsausntuj. Tsis txhob nres tsheb: plawv nroog, cov kev loj muaj daim paib "NIGHT PLOW ROUTE" thiab sab ntawm cov kev zej zog qaum teb-qab teb muaj daim paib "NIGHT PLOW ROUTE THIS SIDE OF STREET".',
  'snow.rules.stp-day':
    'Yuav kaus txhua txoj kev yav nruabhnub. Tsis txhob nres tsheb: cov kev zej zog sab hnub tuaj-sab hnub poob tsis muaj paib thiab sab tsis muaj paib ntawm cov kev qaum teb-qab teb. Yog tsis muaj daim paib "Night Plow" hauv lub block, suav tias yog txoj kev yav nruabhnub.',
  'snow.rules.stp-all':
    'Txwv tsis pub nres tsheb txog thaum kaus kev huv tag. Kev kaus te kub ceev kav ntev 96 teev.',

  'snow.failed': 'Kuaj tsis tau kev thob dau ceev',
  'snow.failedWhen': 'Kuaj tsis tau kev thob dau ceev (kuaj zaum kawg {time})',

  'snow.announce.phase': '{title}: {phase}. {meaning}.',
  'snow.announce.upcoming': '{title} tau tshaj tawm. {begins}.',
  'snow.announce.declared': '{title} tau tshaj tawm.',
  'snow.announce.between': '{title}: {meaning}.',
};
