import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { retryableLazy, sharedChunk } from '@/lib/load-chunk';
import { whenIdle } from './deferred';

const loadRadixTooltip = sharedChunk(() =>
  import('./tooltip-radix').then((module) => module.default),
);
const RadixTooltip = retryableLazy(loadRadixTooltip);

/**
 * A hint on an icon-only control (700 ms delay); the control keeps its own accessible name, so the
 * hint is never the only place the information lives. Radix's tooltip code loads at idle time.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  // Without its code (the download failed, retries included) the control simply has no hint.
  useEffect(
    () =>
      whenIdle(
        () =>
          void loadRadixTooltip().then(
            () => setReady(true),
            () => undefined,
          ),
      ),
    [],
  );
  if (!ready) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <RadixTooltip content={content}>{children}</RadixTooltip>
    </Suspense>
  );
}
