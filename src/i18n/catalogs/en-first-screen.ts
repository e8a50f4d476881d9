/**
 * The English the first screen ships with: six sections without their later halves (`…-later.ts`)
 * and without the three sections only later parts read (en-later.ts, decisions 016 and 020). The
 * first screen's words are here, so none of them waits for a download.
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
