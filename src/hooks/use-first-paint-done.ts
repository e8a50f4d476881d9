import { useEffect, useState } from 'react';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';

/** False until the page has painted its first content: parts that can wait render after it. */
export function useFirstPaintDone(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstContentfulPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
