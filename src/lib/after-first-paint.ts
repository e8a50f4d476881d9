/**
 * Resolves once the page has shown its first content (the browser's `first-contentful-paint`
 * entry), at once if that has already happened, and after `timeoutMs` at the latest (a hidden tab
 * paints nothing). Where the browser does not report paints (jsdom) it resolves on the next task.
 * 5 s by default: a busy phone can take over a second to paint, and what waits here must not
 * start in front of that paint. Waiters woken by the paint go on one task each, never all in one.
 */
export function afterFirstContentfulPaint(timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const reportsPaints =
      typeof PerformanceObserver === 'function' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    if (!reportsPaints) {
      setTimeout(resolve, 0);
      return;
    }
    if (performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      // Each waiter goes on in a task of its own: one paint report wakes every waiter at once, and
      // as microtasks of that one task their work (the feeds' first parses, chunks, the markers)
      // would be one long task right after the paint.
      if (list.getEntriesByName('first-contentful-paint').length > 0)
        done(() => setTimeout(resolve, 0));
    });
    const timer = setTimeout(() => done(resolve), timeoutMs);
    function done(goOn: () => void) {
      clearTimeout(timer);
      observer.disconnect();
      goOn();
    }
    // `buffered` also delivers a paint reported before this call, where the performance timeline
    // is replaced (fake clocks in tests stub getEntriesByName but not the observer).
    observer.observe({ type: 'paint', buffered: true });
  });
}
