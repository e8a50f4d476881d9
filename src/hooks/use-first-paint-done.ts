import { useEffect, useState } from 'react';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';

/** Whether the browser has already reported the page's first contentful paint. */
const paintedAlready = () =>
  typeof performance !== 'undefined' &&
  typeof performance.getEntriesByName === 'function' &&
  performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * False until the page has painted its first content: parts that can wait render after it. A part
 * mounted after that paint (a tab opened later) is painted from its first render, not one frame on.
 */
export function useFirstPaintDone(): boolean {
  const [painted, setPainted] = useState(paintedAlready);
  useEffect(() => {
    if (painted) return;
    let live = true;
    void afterFirstContentfulPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, [painted]);
  return painted;
}
