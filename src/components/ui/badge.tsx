import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * `plain`: no colours or ring, for a badge coloured by its `style` (a site's brand colour).
 * `solid-*`: filled, bolder, for a badge over a dark surface or a photo (a camera's status).
 */
export type BadgeTone =
  | 'neutral'
  | 'blue'
  | 'green'
  | 'orange'
  | 'red'
  | 'purple'
  | 'plain'
  | 'solid-green'
  | 'solid-red';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 font-medium text-slate-800 ring-1 ring-slate-300 ring-inset',
  blue: 'bg-blue-50 font-medium text-blue-800 ring-1 ring-blue-200 ring-inset',
  green: 'bg-green-50 font-medium text-green-800 ring-1 ring-green-200 ring-inset',
  orange: 'bg-orange-50 font-medium text-orange-900 ring-1 ring-orange-200 ring-inset',
  red: 'bg-red-50 font-medium text-red-800 ring-1 ring-red-200 ring-inset',
  purple: 'bg-purple-50 font-medium text-purple-800 ring-1 ring-purple-200 ring-inset',
  plain: 'font-medium',
  'solid-green': 'bg-emerald-300 font-semibold text-emerald-950',
  'solid-red': 'bg-red-300 font-semibold text-red-950',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
