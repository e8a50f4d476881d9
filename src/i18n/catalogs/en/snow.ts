/** English words of the snow emergency section (see TRANSLATING.md for each key's context). */
export const snow = {
  // The snow emergency notices near the top of the page: their name for screen readers. Use the term your language's city notices use (see docs/i18n/glossary-snow.md).
  'snow.region': 'Snow emergencies',

  // A notice's title: {city} is the city's name as sent, in English ("Minneapolis"). Minneapolis's own term: es "Emergencia por Nevada", so "gurmad baraf", hmn "kev thob dau ceev".
  'snow.title.minneapolis': '{city} Snow Emergency',
  // The same for Saint Paul, in Saint Paul's own term: es "emergencias causadas por la nieve", so "degdegga barafka", hmn "kev kaus te kub ceev".
  'snow.title.saintPaul': '{city} Snow Emergency',
  // The same for any other city ("Bloomington"), whose rules the site does not know.
  'snow.title.other': '{city} Snow Emergency',
  // Another city's notice: all the site knows is that it is declared. Keep short.
  'snow.declared': 'Snow Emergency declared',

  // Minneapolis's three phases, a short badge in the notice and a heading in the dialog. Keep short.
  'snow.phase.mpls-day1': 'Day 1',
  'snow.phase.mpls-day2': 'Day 2',
  'snow.phase.mpls-day3': 'Day 3',
  // Saint Paul's two phases, a short badge and a heading. The city's Spanish: "Rutas nocturnas", "rutas de día".
  'snow.phase.stp-night': 'Night plow routes',
  'snow.phase.stp-day': 'Day plow routes',

  // What a phase means for parking, in one plain line under the notice's title.
  'snow.meaning.mpls-day1': 'No parking on either side of Snow Emergency Routes (red signs)',
  'snow.meaning.mpls-day2':
    'No parking on the even-numbered side of non-Snow Emergency routes, nor on either side of parkways',
  'snow.meaning.mpls-day3': 'No parking on the odd-numbered side of non-Snow Emergency routes',
  'snow.meaning.stp-night':
    'No parking on Night Plow Routes: streets signed "Night Plow Route" and the signed side of north-south streets',
  'snow.meaning.stp-day':
    'No parking on Day Plow Routes: east-west residential streets and the unsigned side of north-south ones',
  // Minneapolis, from 8 PM after Day 2 until Day 3 starts at 8 AM: {phase} is "Day 3".
  'snow.meaning.between': 'No Snow Emergency parking rules until {phase}',

  // When the rules start, for a declaration made before 9 PM: {time} is "9 PM".
  'snow.begins': 'Parking rules begin at {time}',
  // The same when they start on another day: {when} is snow.when ("Thursday 9 PM").
  'snow.beginsOn': 'Parking rules begin {when}',
  // When the next phase starts: {phase} is a phase name ("Day 3"), {when} is snow.when ("Thursday 8 AM").
  'snow.next': '{phase} begins {when}',
  // The same for Saint Paul's phases, whose names are plural: {phase} is "Day plow routes", {when} as above.
  'snow.nextRoutes': '{phase} begin {when}',
  // When the rules end: {when} is snow.when ("Thursday 8 PM").
  'snow.ends': 'Rules end {when}',
  // When the city declared it: {when} is snow.when ("Tuesday 4:30 PM").
  'snow.declaredWhen': 'Declared {when}',
  // A day and time in Central time: {weekday} is one of snow.weekdays, {time} "8 AM".
  'snow.when': '{weekday} {time}',
  // The weekdays in full, Sunday first (the same number of items and order).
  'snow.weekdays': 'Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday',
  // A time on the hour: {hour} is 1–12, {period} is date.am or date.pm ("8 AM").
  'snow.hour': '{hour} {period}',

  // The link to the city's own rules page (opens in a new tab).
  'snow.rulesLink': 'City rules',
  // Read by screen readers after that link and the dialog's: where it opens.
  'snow.opensInNewTab': '(opens in a new tab)',
  // The button that opens the dialog with every phase.
  'snow.allPhases': 'All phases',

  // The dialog's title: {title} is the notice's title ("Minneapolis Snow Emergency").
  'snow.dialog.title': '{title}: where you may park',
  // A phase's time span in the dialog: {start} and {end} are snow.when ("Tuesday 9 PM").
  'snow.dialog.span': '{start} to {end}',
  // Saint Paul's day plow phase, which lasts until the streets are plowed: {start} and {end} are snow.when.
  'snow.dialog.spanUntilPlowed':
    'From {start}, until streets are plowed full width (until {end} at the latest)',
  // The phase in force now, beside its heading in the dialog. Keep short.
  'snow.dialog.now': 'Now',

  // Minneapolis's rules for each day, as the city writes them.
  'snow.rules.mpls-day1':
    'Do not park on either side of a Snow Emergency Route until 8 a.m., or until the street is fully plowed. Snow Emergency Routes are marked with red signs.',
  'snow.rules.mpls-day2':
    'Do not park on the EVEN-numbered side of a non-Snow Emergency route until 8 p.m., or until that side of the street is fully plowed. Do not park on either side of a parkway until 8 p.m., or until the parkway is fully plowed.',
  'snow.rules.mpls-day3':
    'Do not park on the ODD-numbered side of a non-Snow Emergency route until 8 p.m., or until that side of the street is fully plowed.',
  // Saint Paul's rules for each phase, as the city writes them.
  'snow.rules.stp-night':
    'All Night Plow Routes will be plowed. Do not park on Night Plow Routes: downtown, arterial streets posted "NIGHT PLOW ROUTE" and the side of north-south residential streets posted "NIGHT PLOW ROUTE THIS SIDE OF STREET".',
  'snow.rules.stp-day':
    'All Day Plow Routes will be plowed. Do not park on Day Plow Routes: non-posted east-west residential streets and the non-posted side of north-south residential streets. If there are no "Night Plow" signs on the block, consider it a Day Plow Route.',
  // Saint Paul's rule for the whole emergency, under its phases.
  'snow.rules.stp-all':
    'Parking is banned until streets are plowed full width. A Snow Emergency lasts 96 hours.',

  // The check failed (no connection, or the server failed). Never say "no snow emergency" instead.
  'snow.failed': "Couldn't check for snow emergencies",
  // The same with when the last good check was: {time} is a time of day ("7:42 AM").
  'snow.failedWhen': "Couldn't check for snow emergencies (last checked {time})",

  // Screen readers, when a declaration appears or a phase begins: {title} is the notice's title, {phase} a phase name, {meaning} its snow.meaning.* line.
  'snow.announce.phase': '{title}: {phase}. {meaning}.',
  // When a declaration appears before its rules begin: {title} the notice's title, {begins} snow.begins.
  'snow.announce.upcoming': '{title} declared. {begins}.',
  // Another city's declaration: {title} is the notice's title.
  'snow.announce.declared': '{title} declared.',
  // Minneapolis's night between Day 2 and Day 3: {title} the notice's title, {meaning} snow.meaning.between.
  'snow.announce.between': '{title}: {meaning}.',
} as const;
