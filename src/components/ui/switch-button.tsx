import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  light: {
    button: {
      on: 'border-blue-300 bg-blue-50 text-blue-900 hover:bg-blue-100',
      off: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
    },
    base: 'rounded-md',
    track: { on: 'bg-blue-700', off: 'bg-slate-300' },
  },
  dark: {
    button: { on: '', off: '' },
    base: 'rounded-full border-white/15 bg-white/5 text-white hover:bg-white/10',
    track: { on: 'bg-sky-400', off: 'bg-slate-600' },
  },
} as const;

/** An on/off toggle drawn as a switch before its label, with `aria-pressed`. */
export function SwitchButton({
  on,
  onChange,
  tone = 'light',
  children,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  const look = TONES[tone];
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 border pr-3 pl-2 text-sm font-medium',
        look.base,
        on ? look.button.on : look.button.off,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-5 w-9 rounded-full transition-colors motion-reduce:transition-none',
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
      {children}
    </button>
  );
}
