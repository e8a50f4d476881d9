/** Chrome trace helpers shared by the bench's profile scripts. */
import type { Browser, BrowserContextOptions, CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  /** Microseconds. */
  dur?: number;
  tid: number;
  pid: number;
  cat: string;
  args?: Record<string, unknown>;
}

/** Ends the tracing that `session` started and returns every event it recorded. */
export async function collectTrace(session: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', (data) =>
    events.push(...(data.value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await session.send('Tracing.end');
  await done;
  return events;
}

/** Adds `value` to `key`'s running total. */
export const add = (map: Map<string, number>, key: string, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);

/** A page in a context of its own with these options, with a CDP session on it. */
async function newTracedPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  return { context, page, session };
}

/** A desktop's page (1280×900). */
export const newDesktopPage = (browser: Browser) =>
  newTracedPage(browser, { viewport: { width: 1280, height: 900 } });

/** A phone's page (390×844, touch, 2× pixels). */
export const newPhonePage = (browser: Browser) =>
  newTracedPage(browser, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
