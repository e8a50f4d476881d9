import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { FallbackOnError } from '@/components/fallback-on-error';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { startSnowEmergencies } from '../feed';
import type { SnowTone } from './snow-tones';

// The notices, their rules and words load after the first paint: most of the year there is none,
// and the first screen should not carry them. A first answer that may hold a notice loads them
// before that paint instead (`snowNoticeInFirstPaint`).
const notices = preloadableLazy(() =>
  import('./snow-emergency-notices').then((module) => module.SnowEmergencyNotices),
);
const SnowEmergencyNotices = notices.Component;

/**
 * Called before a page's first render: starts the feed and resolves when that render may go ahead,
 * with the notice's code and answer in when there is a notice to draw (see the feed).
 */
export const snowNoticeInFirstPaint = (client: QueryClient): Promise<void> =>
  startSnowEmergencies(client, notices.preload);

interface SnowEmergencySlotProps {
  /** A city page's city: only its declaration. Every city's (the metro page) when null. */
  city: string | null;
  tone?: SnowTone;
}

/**
 * Beside the weather alerts: the snow emergencies in force. Nothing at all when there is none or
 * the backend does not offer the call (the notices' region exists only when it says something).
 */
export function SnowEmergencySlot({ city, tone = 'light' }: SnowEmergencySlotProps) {
  const painted = useFirstPaintDone();
  if (!painted && !notices.isLoaded()) return null;
  return (
    <FallbackOnError name="Snow emergencies" fallback={null}>
      <Suspense fallback={null}>
        <SnowEmergencyNotices city={city} tone={tone} />
      </Suspense>
    </FallbackOnError>
  );
}
