import { useBreakpoint } from '@/hooks/use-breakpoint';
import { CompactLiveView } from '@/features/mobile/compact-live-view';
import { MetroMapPage } from './metro-map-page';

/** `/`: the compact live-news view on phones, the metro map page elsewhere. */
export function MetroPage() {
  return useBreakpoint() === 'phone' ? <CompactLiveView /> : <MetroMapPage />;
}
