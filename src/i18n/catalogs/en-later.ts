/**
 * The English only later parts read: two whole sections (the camera cards, stills and details;
 * the weather's details, forecast, radar and alerts) and the later half of
 * the others (each section's `…Later` object: the network's sections and footer, the city pages'
 * news, "Near you" and the place search, the phone's other tabs, a station's departures). They
 * arrive with those parts (src/i18n/english-later.ts), not in the first download. The snow
 * emergencies' words come with the notices alone (src/i18n/english-snow.ts).
 */
import { appLater } from './en/app-later';
import { cameras } from './en/cameras';
import { cityLater } from './en/city-later';
import { mapLater } from './en/map-later';
import { phoneLater } from './en/phone-later';
import { transitLater } from './en/transit-later';
import { weather } from './en/weather';

export const enLater = {
  ...appLater,
  ...mapLater,
  ...cameras,
  ...weather,
  ...cityLater,
  ...phoneLater,
  ...transitLater,
} as const;
