/** The alert row's look; the severities' colours are in alert-tones.ts (the banner's chunk). */

/** The light pages, or the phone's dark view. */
export type AlertTone = 'light' | 'dark';

/**
 * The alert row keeps one height whatever it says (two lines on a phone, one from 640 px), so
 * nothing below it moves when a check comes back.
 */
const ROW_HEIGHT = 'h-16 sm:h-12';

export const ALERT_TONES: Record<AlertTone, { row: string; quiet: string; failed: string }> = {
  light: {
    row: `${ROW_HEIGHT} overflow-hidden border-b border-slate-200 bg-white`,
    quiet: 'text-slate-700',
    failed: 'bg-amber-50 text-amber-950',
  },
  dark: {
    row: `${ROW_HEIGHT} overflow-hidden rounded-2xl border border-white/10 bg-slate-900`,
    quiet: 'text-slate-300',
    failed: 'bg-amber-950/70 text-amber-100',
  },
};
