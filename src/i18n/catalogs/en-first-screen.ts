/**
 * The English the first screen ships with: every section but the three that only later parts read
 * (en-later.ts). The first screen's words are here, so none of them waits for a download.
 */
import { common } from './en/common';
import { app } from './en/app';
import { map } from './en/map';
import { city } from './en/city';
import { phone } from './en/phone';
import { transit } from './en/transit';

export const enFirstScreen = {
  ...common,
  ...app,
  ...map,
  ...city,
  ...phone,
  ...transit,
} as const;
