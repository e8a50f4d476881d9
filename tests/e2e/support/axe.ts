import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA as axe-core knows it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe violations on the page as short readable lines (empty when the page is clean): WCAG 2.2 AA,
 * or only the named `rules` (a best-practice rule, say, which the tags leave out).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    // Violations only, every node of them: the passing and inapplicable results are cut to one node
    // per rule. Without it, the map's ~1,000 markers made a 1.8 MB answer (a unique selector built
    // for each node) and half of each check's time on the desktop map. First: `options` replaces
    // every option set before it, the tags too.
    .options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS))
    // In the page itself, without the blank page axe otherwise opens to gather frames' results:
    // the site has no frames, and that round trip was about a third of each check's time.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} → ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
