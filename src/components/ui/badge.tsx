import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** `plain`: no colours or ring, for a badge coloured by its `style` (a site's brand colour). */
type Tone = 'neutral' | 'blue' | 'green' | 'orange' | 'red' | 'purple' | 'plain';

const tones: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-1 ring-slate-300 ring-inset',
  blue: 'bg-blue-50 text-blue-800 ring-1 ring-blue-200 ring-inset',
  green: 'bg-green-50 text-green-800 ring-1 ring-green-200 ring-inset',
  orange: 'bg-orange-50 text-orange-900 ring-1 ring-orange-200 ring-inset',
  red: 'bg-red-50 text-red-800 ring-1 ring-red-200 ring-inset',
  purple: 'bg-purple-50 text-purple-800 ring-1 ring-purple-200 ring-inset',
  plain: '',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
