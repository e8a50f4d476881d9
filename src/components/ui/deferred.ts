import { afterFirstContentfulPaint } from '@/lib/after-first-paint';

/**
 * Runs `task` once the page has painted its first content and the browser is then idle (or soon,
 * where idle callbacks do not exist): a part's code fetched ahead of use never delays that paint.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  let live = true;
  void afterFirstContentfulPaint().then(() => {
    if (!live) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
      return;
    }
    const id = window.setTimeout(task, 200);
    cancel = () => window.clearTimeout(id);
  });
  return () => {
    live = false;
    cancel();
  };
}
