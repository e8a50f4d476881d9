/**
 * The English sections only later parts read: the camera cards, stills and details, the weather
 * (observations' details, forecast, radar, the alerts' banner and dialog) and the snow emergencies.
 * They arrive with those parts (src/i18n/english-later.ts), not in the first download.
 */
import { cameras } from './en/cameras';
import { weather } from './en/weather';
import { snow } from './en/snow';

export const enLater = {
  ...cameras,
  ...weather,
  ...snow,
} as const;
