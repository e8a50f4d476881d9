/**
 * Hmong: every English message, section by section (context for each: TRANSLATING.md). Typed
 * `Messages`, so a missing or extra key does not compile. Loaded as its own chunk when chosen.
 */
import type { Messages } from './en';
import { common } from './hmn/common';
import { app } from './hmn/app';
import { map } from './hmn/map';
import { cameras } from './hmn/cameras';
import { weather } from './hmn/weather';
import { city } from './hmn/city';
import { phone } from './hmn/phone';
import { snow } from './hmn/snow';
import { transit } from './hmn/transit';

export const hmn: Messages = {
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
