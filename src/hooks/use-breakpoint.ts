import { BREAKPOINTS } from '@/domain/constants';
import { useMediaQuery } from './use-media-query';

export type Breakpoint = 'phone' | 'tablet' | 'desktop';

export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.phone - 0.02}px)`;
const TABLET_QUERY = `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`;

/** Phone under 768 px, tablet under 1024 px, desktop otherwise. */
export function useBreakpoint(): Breakpoint {
  const phone = useMediaQuery(PHONE_QUERY);
  const tablet = useMediaQuery(TABLET_QUERY);
  if (phone) return 'phone';
  if (tablet) return 'tablet';
  return 'desktop';
}
