import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * - primary: the one main action (filled blue). danger: a destructive one (filled red).
 * - secondary: an outlined button (white on a light panel, slate on a dark one).
 * - ghost: borderless until hovered: a close ✕, a row of a list.
 * - soft: a filled tint, for a round control over the map or on the phone's dark view.
 * - toggle: an outlined on/off button; `aria-pressed="true"` tints it in its `accent`.
 * - segment: one button of a segmented control (the group draws the border and the corners);
 *   `aria-pressed="true"` fills it blue.
 */
export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'soft' | 'danger' | 'toggle' | 'segment';

/**
 * - sm: 32 px tall. md: 44 px, the touch target. lg: 46 px, the height of a segmented control
 *   (44 px segments in a 1 px border), for a button beside one.
 * - iconSm, icon, iconLg: square 32, 44 and 46 px, for a button named by its aria-label.
 * - row: a full-width list entry at least 44 px tall; the caller lays out its content.
 */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'iconSm' | 'icon' | 'iconLg' | 'row';

/**
 * The surface the button sits on, as the panels around it say (`tone` props): the light pages or
 * a dark one (the phone's view, the site header, the map's night style). The site has no
 * system-wide dark mode (`color-scheme: light`), so no `dark:` classes here.
 */
export type ButtonTone = 'light' | 'dark';

/**
 * The tint of a pressed `toggle`: blue, or amber for a star (a camera in "My Cameras"). Only a
 * toggle reads it.
 */
export type ButtonAccent = 'blue' | 'amber';

/** A look per tone; without a dark look it reads the same on both. */
interface Look {
  light: string;
  dark?: string;
}

const TOGGLES: Record<ButtonAccent, Look> = {
  blue: {
    light:
      'rounded-md border border-slate-300 bg-white text-slate-600 hover:bg-slate-100 aria-pressed:border-blue-300 aria-pressed:bg-blue-50 aria-pressed:text-blue-900 aria-pressed:hover:bg-blue-100',
  },
  amber: {
    light:
      'rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 aria-pressed:border-amber-400 aria-pressed:bg-amber-50 aria-pressed:text-amber-900 aria-pressed:hover:bg-amber-100',
    // Translucent: it also sits over a camera's still.
    dark: 'rounded-md border border-white/20 bg-slate-900/80 text-slate-100 hover:bg-slate-800 aria-pressed:border-amber-300/70 aria-pressed:text-amber-100',
  },
};

const VARIANTS: Record<ButtonVariant, Look> = {
  primary: { light: 'rounded-md bg-blue-700 text-white hover:bg-blue-800 disabled:bg-slate-400' },
  secondary: {
    light:
      'rounded-md border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:bg-slate-100 disabled:text-slate-500',
    dark: 'rounded-md border border-white/20 bg-slate-800 text-slate-100 hover:bg-slate-700',
  },
  ghost: {
    light: 'rounded-md text-slate-700 hover:bg-slate-100',
    dark: 'rounded-full text-slate-300 hover:bg-white/10 hover:text-white',
  },
  soft: {
    light: 'rounded-full bg-slate-100 text-slate-900 hover:bg-slate-200',
    dark: 'rounded-full bg-white/10 text-white hover:bg-white/20 active:bg-white/20',
  },
  danger: { light: 'rounded-md bg-red-700 text-white hover:bg-red-800' },
  toggle: TOGGLES.blue,
  segment: {
    light:
      'bg-white text-slate-800 hover:bg-slate-100 focus-visible:z-10 aria-pressed:bg-blue-700 aria-pressed:text-white aria-pressed:shadow-inner aria-pressed:hover:bg-blue-800',
  },
};

const CENTRED = 'inline-flex items-center justify-center';
const LABELLED = `${CENTRED} gap-1.5 text-sm font-medium`;

const SIZES: Record<ButtonSize, string> = {
  sm: `${LABELLED} min-h-8 px-2.5`,
  md: `${LABELLED} min-h-11 px-3`,
  lg: `${LABELLED} min-h-[46px] px-3`,
  iconSm: `${CENTRED} size-8`,
  icon: `${CENTRED} size-11`,
  iconLg: `${CENTRED} size-[46px]`,
  row: 'flex min-h-11 w-full px-3 py-2 text-left',
};

/** On a light surface the outline is the house blue; on a dark one the page's own focus colour. */
const FOCUS: Record<ButtonTone, string> = {
  light: 'focus-visible:outline-blue-600',
  dark: '',
};

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  tone?: ButtonTone;
  accent?: ButtonAccent;
}

/** Every button that looks like one; `type` is "button" unless given (React 19: `ref` is a prop). */
export function Button({
  variant = 'secondary',
  size = 'md',
  tone = 'light',
  accent = 'blue',
  className,
  type,
  ...props
}: ButtonProps) {
  const look = variant === 'toggle' ? TOGGLES[accent] : VARIANTS[variant];
  return (
    <button
      type={type ?? 'button'}
      className={cn(
        'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed motion-reduce:transition-none',
        FOCUS[tone],
        (tone === 'dark' ? look.dark : undefined) ?? look.light,
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
