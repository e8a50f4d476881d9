import { BREAKPOINTS, PHONE_MEDIA_QUERY } from '@/domain/constants';
import { useMediaQuery } from './use-media-query';

export type Breakpoint = 'phone' | 'tablet' | 'desktop';

const TABLET_QUERY = `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`;

/** Phone under 768 px, tablet under 1024 px, desktop otherwise. */
export function useBreakpoint(): Breakpoint {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const tablet = useMediaQuery(TABLET_QUERY);
  if (phone) return 'phone';
  if (tablet) return 'tablet';
  return 'desktop';
}
