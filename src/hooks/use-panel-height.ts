import { useState } from 'react';
import { PANEL_HEIGHT_FRACTION } from '@/domain/constants';
import { useBreakpoint } from './use-breakpoint';

export type PanelHeightMode = keyof typeof PANEL_HEIGHT_FRACTION;

export interface PanelHeight {
  mode: PanelHeightMode;
  /** Share of the viewport height (0.5, 0.65 or 0.75). */
  fraction: number;
  /** CSS height for the map panel, e.g. "65dvh". */
  cssHeight: string;
  /** Phones only: flips compact ↔ split. */
  canToggle: boolean;
  toggle: () => void;
}

/** Phones start compact (50 %) with a compact/split toggle, tablets split (65 %), larger screens full (75 %). */
export function usePanelHeight(): PanelHeight {
  const breakpoint = useBreakpoint();
  const [phoneMode, setPhoneMode] = useState<'compact' | 'split'>('compact');
  const mode: PanelHeightMode =
    breakpoint === 'phone' ? phoneMode : breakpoint === 'tablet' ? 'split' : 'full';
  const fraction = PANEL_HEIGHT_FRACTION[mode];
  return {
    mode,
    fraction,
    cssHeight: `${Math.round(fraction * 100)}dvh`,
    canToggle: breakpoint === 'phone',
    toggle: () => setPhoneMode((current) => (current === 'compact' ? 'split' : 'compact')),
  };
}
