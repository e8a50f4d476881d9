/** The snow notices' look on the light pages and on the phone's dark view. */
export type SnowTone = 'light' | 'dark';

export const SNOW_TONES: Record<
  SnowTone,
  { notice: string; badge: string; quiet: string; action: string; failed: string }
> = {
  light: {
    notice: 'border-b border-sky-200 bg-sky-50 text-slate-900',
    badge: 'bg-sky-800 text-white',
    quiet: 'text-slate-700',
    action:
      'border border-sky-700 bg-white text-sky-900 hover:bg-sky-100 focus-visible:outline-blue-600',
    failed: 'border-b border-amber-200 bg-amber-50 text-amber-950',
  },
  dark: {
    notice: 'mb-4 rounded-2xl border border-sky-300/30 bg-sky-950 text-white',
    badge: 'bg-sky-200 text-sky-950',
    quiet: 'text-sky-100',
    action:
      'border border-sky-200/60 bg-sky-900 text-white hover:bg-sky-800 focus-visible:outline-sky-200',
    failed: 'mb-4 rounded-2xl bg-amber-950/70 text-amber-100',
  },
};
