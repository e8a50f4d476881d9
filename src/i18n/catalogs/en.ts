/**
 * English: the source of every word the site writes, gathered from its sections. Other languages
 * are typed against it (`Messages`), so a catalog that lacks a key does not compile.
 */
import type { CatalogFor } from '../catalog';
import { common } from './en/common';
import { app } from './en/app';
import { appLater } from './en/app-later';
import { map } from './en/map';
import { mapLater } from './en/map-later';
import { cameras } from './en/cameras';
import { weather } from './en/weather';
import { city } from './en/city';
import { cityLater } from './en/city-later';
import { phone } from './en/phone';
import { phoneLater } from './en/phone-later';
import { snow } from './en/snow';
import { transit } from './en/transit';
import { transitLater } from './en/transit-later';

/**
 * Every English message, for the types, the other languages and the tools. The app itself does
 * not import this object: the first screen has en-first-screen.ts, and the later parts bring
 * en-later.ts (src/i18n/english-later.ts).
 */
export const en = {
  ...common,
  ...app,
  ...appLater,
  ...map,
  ...mapLater,
  ...cameras,
  ...weather,
  ...city,
  ...cityLater,
  ...phone,
  ...phoneLater,
  ...snow,
  ...transit,
  ...transitLater,
} as const;

type English = typeof en;
export type Messages = CatalogFor<English>;
export type MessageKey = keyof English;
/** Keys whose message is a plain string. */
export type TextKey = {
  [Key in MessageKey]: English[Key] extends string ? Key : never;
}[MessageKey];
/** Keys whose message has plural forms, read with `tp`. */
export type PluralKey = Exclude<MessageKey, TextKey>;
