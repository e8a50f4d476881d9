import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface ToggleButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  pressed: boolean;
}

/** A segmented-control button: pressed is filled (not only a colour change), with aria-pressed. */
export function ToggleButton({ pressed, className, children, ...props }: ToggleButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 px-2.5 text-sm font-medium transition-colors focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 motion-reduce:transition-none',
        pressed
          ? 'bg-blue-700 text-white shadow-inner hover:bg-blue-800'
          : 'bg-white text-slate-800 hover:bg-slate-100',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

/** A labelled `group` of toggles drawn as one segmented control. */
export function ToggleGroup({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-col gap-1', className)}>
      <span
        aria-hidden="true"
        className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {label}
      </span>
      <div className="inline-flex divide-x divide-slate-300 overflow-hidden rounded-lg border border-slate-300 shadow-sm">
        {children}
      </div>
    </div>
  );
}
