import { Suspense } from 'react';
import { FallbackOnError } from '@/components/fallback-on-error';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { lazyChunk } from '@/lib/load-chunk';
import type { SnowTone } from './snow-tones';

// The notices, their rules and words load after the first paint: most of the year there is none,
// and the first screen should not carry them.
const SnowEmergencyNotices = lazyChunk(() =>
  import('./snow-emergency-notices').then((module) => module.SnowEmergencyNotices),
);

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
  if (!painted) return null;
  return (
    <FallbackOnError name="Snow emergencies" fallback={null}>
      <Suspense fallback={null}>
        <SnowEmergencyNotices city={city} tone={tone} />
      </Suspense>
    </FallbackOnError>
  );
}
