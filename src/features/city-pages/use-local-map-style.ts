import { useBreakpoint } from '@/hooks/use-breakpoint';

/** The local map's first style: overview, which on a phone switches to detailed. */
export function useLocalMapStyle(): 'overview' | 'detailed' {
  return useBreakpoint() === 'phone' ? 'detailed' : 'overview';
}
