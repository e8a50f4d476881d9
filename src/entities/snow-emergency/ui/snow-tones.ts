/**
 * The snow notices' look on the light pages and on the phone's dark view, in classes the site
 * already uses (the first screen's stylesheet is on a 10 KB budget).
 */
export type SnowTone = 'light' | 'dark';

export const SNOW_TONES: Record<
  SnowTone,
  { notice: string; badge: string; quiet: string; action: string; failed: string }
> = {
  light: {
    notice: 'border-b border-slate-200 bg-blue-50 text-slate-900',
    badge: 'bg-blue-800 text-white',
    quiet: 'text-slate-700',
    action: 'border border-slate-300 bg-white text-blue-900 hover:bg-blue-100',
    failed: 'border-b border-slate-200 bg-amber-50 text-amber-950',
  },
  dark: {
    notice: 'mb-4 rounded-2xl border border-white/10 bg-slate-900 text-white',
    badge: 'bg-white text-slate-900',
    quiet: 'text-slate-300',
    action: 'border border-white/20 bg-white/10 text-white hover:bg-white/20',
    failed: 'mb-4 rounded-2xl bg-amber-950/70 text-amber-100',
  },
};
