import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ToggleButtonProps extends Omit<ButtonProps, 'onChange' | 'variant' | 'aria-pressed'> {
  pressed: boolean;
}

/** A segmented-control button: pressed is filled (not only a colour change), with aria-pressed. */
export function ToggleButton({ pressed, ...props }: ToggleButtonProps) {
  return <Button variant="segment" aria-pressed={pressed} {...props} />;
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
