import { BREAKPOINTS } from '@/domain/constants';
import { useMediaQuery } from './use-media-query';

export type Breakpoint = 'phone' | 'tablet' | 'desktop';

/** Phone under 768 px, tablet under 1024 px, desktop otherwise. */
export function useBreakpoint(): Breakpoint {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.phone - 0.02}px)`);
  const tablet = useMediaQuery(`(max-width: ${BREAKPOINTS.tablet - 0.02}px)`);
  if (phone) return 'phone';
  if (tablet) return 'tablet';
  return 'desktop';
}
