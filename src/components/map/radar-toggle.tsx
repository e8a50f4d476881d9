import { cn } from '@/lib/cn';

const TONES = {
  light: {
    on: 'border-blue-700 bg-blue-700 text-white hover:bg-blue-800',
    off: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
    track: { on: 'bg-white/40', off: 'bg-slate-300' },
  },
  dark: {
    on: 'border-sky-300/60 bg-sky-400/20 text-white hover:bg-sky-400/30',
    off: 'border-white/15 bg-white/5 text-white hover:bg-white/10',
    track: { on: 'bg-sky-400', off: 'bg-slate-600' },
  },
} as const;

/** The "Radar" layer switch of a map's layer group (off by default), with `aria-pressed`. */
export function RadarToggle({
  on,
  onChange,
  tone = 'light',
  pill = false,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  tone?: keyof typeof TONES;
  /** Fully rounded, as the phone's map buttons are. */
  pill?: boolean;
}) {
  const look = TONES[tone];
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 motion-reduce:transition-none',
        pill ? 'rounded-full' : 'rounded-md',
        on ? look.on : look.off,
      )}
    >
      Radar
      <span
        aria-hidden="true"
        className={cn(
          'relative ml-auto h-5 w-9 shrink-0 rounded-full transition-colors motion-reduce:transition-none',
          on ? look.track.on : look.track.off,
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            on && 'translate-x-4',
          )}
        />
      </span>
    </button>
  );
}
