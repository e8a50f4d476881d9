import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './deferred';

const loadRadixTooltip = () => import('./tooltip-radix');
const RadixTooltip = lazy(loadRadixTooltip);

/**
 * A hint on an icon-only control (700 ms delay); the control keeps its own accessible name, so the
 * hint is never the only place the information lives. Radix's tooltip code loads at idle time.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => void loadRadixTooltip().then(() => setReady(true))), []);
  if (!ready) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <RadixTooltip content={content}>{children}</RadixTooltip>
    </Suspense>
  );
}
