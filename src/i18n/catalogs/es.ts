/**
 * Spanish: every English message, section by section (context for each: TRANSLATING.md). Typed
 * `Messages`, so a missing or extra key does not compile. Loaded as its own chunk when chosen.
 */
import type { Messages } from './en';
import { common } from './es/common';
import { app } from './es/app';
import { map } from './es/map';
import { cameras } from './es/cameras';
import { weather } from './es/weather';
import { city } from './es/city';
import { phone } from './es/phone';
import { snow } from './es/snow';
import { transit } from './es/transit';

export const es: Messages = {
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
