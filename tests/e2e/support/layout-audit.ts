import type { Page } from 'playwright-core';

/** What a phone visitor would trip over on the current page; every list is empty on a good page. */
export interface LayoutAudit {
  scrollWidth: number;
  innerWidth: number;
  /** Visible controls under 24 × 24 px (WCAG 2.5.8), as "role "name" W×H". */
  smallTargets: string[];
  /** Primary actions (tabs and the names in PRIMARY_ACTIONS) under 44 × 44 px. */
  smallPrimaryTargets: string[];
  /** Visible text under 12 px, or under 14 px and longer than a label. */
  smallText: string[];
  /** How many controls and text runs were measured (so an empty page cannot pass silently). */
  measuredTargets: number;
  measuredTexts: number;
}

/** Primary actions of the phone screens: they get 44 px targets, like tabs. */
export const PRIMARY_ACTIONS = [
  'Refresh',
  'Expand map',
  'Return to Twin Cities Map',
  'Go to the Twin Cities map',
];

/** Text of 12–13 px is fine for a badge, a label or a time ("Updated 2 min ago"), never for prose. */
export const MAX_LABEL_LENGTH = 24;

/**
 * Measures the page in the browser. Controls are the elements a finger can hit; a link inside a
 * sentence is exempt (WCAG 2.5.8 "inline"). Text is measured per text run: nothing under 12 px, and
 * nothing under 14 px that is longer than a label (MAX_LABEL_LENGTH characters), since that is body
 * text. Hidden, screen-reader-only and aria-hidden text is skipped.
 */
export function auditLayout(page: Page): Promise<LayoutAudit> {
  return page.evaluate(
    ([primaryNames, maxLabelLength]) => {
      const CONTROLS =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="combobox"], [role="checkbox"], [role="switch"], [role="radio"], [role="menuitem"], [role="option"]';
      const describe = (element: Element, rect: DOMRect) => {
        const name = (
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').replace(/\s+/g, ' ').trim()
        ).slice(0, 60);
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        return `${role} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`;
      };
      const isRendered = (element: Element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return null;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
        return rect;
      };
      const isInlineSentenceLink = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const own = (element.textContent ?? '').trim().length;
        const around = (element.parentElement?.textContent ?? '').trim().length;
        return around > own;
      };

      const smallTargets: string[] = [];
      const smallPrimaryTargets: string[] = [];
      let measuredTargets = 0;
      for (const element of document.querySelectorAll(CONTROLS)) {
        const rect = isRendered(element);
        if (!rect || element.closest('[aria-hidden="true"]')) continue;
        measuredTargets += 1;
        if (isInlineSentenceLink(element)) continue;
        // Half a pixel of slack for sub-pixel layout.
        if (rect.width < 23.5 || rect.height < 23.5) smallTargets.push(describe(element, rect));
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        const primary = element.getAttribute('role') === 'tab' || primaryNames.includes(name);
        if (primary && (rect.width < 43.5 || rect.height < 43.5))
          smallPrimaryTargets.push(describe(element, rect));
      }

      const smallText: string[] = [];
      let measuredTexts = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (!text || !parent) continue;
        if (parent.closest('[aria-hidden="true"], svg, script, style, noscript, template'))
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1 || !isRendered(parent)) continue;
        measuredTexts += 1;
        const size = parseFloat(getComputedStyle(parent).fontSize);
        // Half a pixel of slack for rounding.
        if (size < 11.5 || (size < 13.5 && text.length > maxLabelLength))
          smallText.push(`"${text.slice(0, 40)}" ${size}px`);
      }

      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        smallTargets,
        smallPrimaryTargets,
        smallText,
        measuredTargets,
        measuredTexts,
      };
    },
    [PRIMARY_ACTIONS, MAX_LABEL_LENGTH] as const,
  );
}
