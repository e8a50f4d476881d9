import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled list of legend entries. */
export function Group({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div>
      <p id={id} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </p>
      <ul aria-labelledby={id} className={cn('mt-1', className)}>
        {children}
      </ul>
    </div>
  );
}

/** One swatch and what it means. */
export function Entry({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className="flex size-6 items-center justify-center">
        {swatch}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** A marker's round sample: a dot, or a disc with a white icon when given one. */
export const legendDot = (colour: string, icon?: ReactNode) =>
  icon ? (
    <span
      className={cn(
        'flex size-5 items-center justify-center rounded-full text-white shadow ring-2 ring-white',
        colour,
      )}
    >
      {icon}
    </span>
  ) : (
    <span className={cn('size-3 rounded-full shadow ring-2 ring-white', colour)} />
  );
