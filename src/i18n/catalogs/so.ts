/**
 * Somali: every English message, section by section (context for each: TRANSLATING.md). Typed
 * `Messages`, so a missing or extra key does not compile. Loaded as its own chunk when chosen.
 */
import type { Messages } from './en';
import { common } from './so/common';
import { app } from './so/app';
import { map } from './so/map';
import { cameras } from './so/cameras';
import { weather } from './so/weather';
import { city } from './so/city';
import { phone } from './so/phone';
import { snow } from './so/snow';
import { transit } from './so/transit';

export const so: Messages = {
  ...common,
  ...app,
  ...map,
  ...cameras,
  ...weather,
  ...city,
  ...phone,
  ...snow,
  ...transit,
};
