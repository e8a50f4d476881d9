import { startTransition, useEffect, useState } from 'react';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';

/** Whether the browser has already reported the page's first contentful paint. */
const paintedAlready = () =>
  typeof performance !== 'undefined' &&
  typeof performance.getEntriesByName === 'function' &&
  performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * False until the page has painted its first content: parts that can wait render after it. A part
 * mounted after that paint (a tab opened later) is painted from its first render, not one frame on.
 *
 * The switch is set in a transition. Each waiter wakes in a timer task of its own
 * (`afterFirstContentfulPaint`), and a plain update there was one render React cannot cut: on a
 * phone's first load it was a timer task of 13–44 ms right after the paint (issue 44). In a
 * transition, React renders what waited in slices that yield to the browser. The waiting parts
 * mount their own Suspense boundaries, so a part whose code is still loading shows its fallback and
 * holds back nothing else.
 */
export function useFirstPaintDone(): boolean {
  const [painted, setPainted] = useState(paintedAlready);
  useEffect(() => {
    if (painted) return;
    let live = true;
    void afterFirstContentfulPaint().then(() => live && startTransition(() => setPainted(true)));
    return () => {
      live = false;
    };
  }, [painted]);
  return painted;
}
