import type { BrowserContext, Page } from 'playwright-core';

/** One layout shift as CLS counts it (none within 500 ms of input), with what it moved. */
export interface LayoutShift {
  value: number;
  /** The start of each moved node's text. */
  moved: string[];
}

/** Keeps every layout shift of the context's pages in `window.layoutShifts`, from before their scripts. */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: (entry.sources ?? []).map((source) =>
              (source.node?.textContent ?? '').slice(0, 60),
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far (see `watchLayoutShifts`). */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);

/**
 * The shifts' sum, as Lighthouse adds a load's (one session window here). Below 0.001 it reads as
 * 0.000: a marker moved by a fraction of a pixel as the map settles adds a few millionths.
 */
export const cumulativeShift = (shifts: readonly LayoutShift[]): number =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Below what Lighthouse shows as 0.000. */
export const NO_VISIBLE_SHIFT = 0.001;
