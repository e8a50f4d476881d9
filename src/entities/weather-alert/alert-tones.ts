import type { AlertSeverity } from '@/domain/weather-alerts';
import type { AlertTone } from './alert-row-tones';

/** Each severity's colour; its word is always shown beside it. */
export const SEVERITY_LOOK: Record<AlertSeverity, Record<AlertTone, string>> = {
  Extreme: {
    light: 'bg-red-800 text-white hover:bg-red-900',
    dark: 'bg-red-900 text-white hover:bg-red-800',
  },
  Severe: {
    light: 'bg-red-700 text-white hover:bg-red-800',
    dark: 'bg-red-900 text-white hover:bg-red-800',
  },
  Moderate: {
    light: 'bg-orange-100 text-orange-950 hover:bg-orange-200',
    dark: 'bg-orange-950 text-orange-50 hover:bg-orange-900',
  },
  Minor: {
    light: 'bg-yellow-100 text-yellow-950 hover:bg-yellow-200',
    dark: 'bg-yellow-950 text-yellow-50 hover:bg-yellow-900',
  },
  Unknown: {
    light: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
    dark: 'bg-slate-800 text-slate-50 hover:bg-slate-700',
  },
};

/** The severity word's badge, on the row's colour. */
export const SEVERITY_BADGE: Record<AlertSeverity, string> = {
  Extreme: 'bg-white text-red-900',
  Severe: 'bg-white text-red-800',
  Moderate: 'bg-orange-700 text-white',
  Minor: 'bg-yellow-800 text-white',
  Unknown: 'bg-slate-700 text-white',
};
