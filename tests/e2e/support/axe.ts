import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA as axe-core knows it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /**
   * Colour contrast is not checked inside this selector (every other rule still is). For a check
   * that another run of the same page has already made: contrast on the map's hundreds of markers
   * is most of axe's time there (8.4 s of 9.5 s on the metro map), and it does not change with the
   * language.
   */
  contrastCheckedElsewhereIn?: string;
}

/** In the page itself, without the blank page axe otherwise opens to gather frames' results. */
const builder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** axe violations on the page as short readable lines (empty when the page is clean). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const skipped = options.contrastCheckedElsewhereIn;
  // One run at a time: axe keeps its state on the page's window.
  const runs = skipped
    ? [
        await builder(page).withTags(WCAG_TAGS).disableRules(['color-contrast']).analyze(),
        await builder(page).withRules(['color-contrast']).exclude(skipped).analyze(),
      ]
    : [await builder(page).withTags(WCAG_TAGS).analyze()];
  return runs.flatMap((results) =>
    results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} → ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
  );
}
