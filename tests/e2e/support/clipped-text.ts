import type { Page } from 'playwright-core';

/**
 * Controls and headings whose own words do not fit their box ("role "text" needs W, has w"): the
 * text is cut off, ellipsised or spills out. Text from the feeds (inside `lang="en"`, on a page in
 * any language) may be shortened on purpose and is not counted.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR =
      'button, a[href], [role="button"], [role="tab"], [role="combobox"], [role="option"], h1, h2, h3, label';
    // Feed text is marked `lang="en"` below <body> (the page's own lang is on <html>).
    const isFeedText = (element: Element) =>
      element.closest('body [lang="en"]') !== null || element.querySelector('[lang="en"]') !== null;
    const clipped: string[] = [];
    for (const control of document.querySelectorAll(SELECTOR)) {
      const rect = control.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (control.closest('[aria-hidden="true"], .sr-only')) continue;
      for (const element of [control, ...control.querySelectorAll('*')]) {
        if (!(element instanceof HTMLElement) || isFeedText(element)) continue;
        if (element.classList.contains('sr-only')) continue;
        // A one-line summary whose whole text is a tap away (the alert row's "until … · where").
        if (element.hasAttribute('data-summary-line')) continue;
        // Positioned, transformed or scrolling parts (map markers, scroll areas) are not text boxes.
        const style = getComputedStyle(element);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
        if (element.clientWidth === 0) continue;
        if (element.scrollWidth > element.clientWidth + 1) {
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
          const role = control.getAttribute('role') ?? control.tagName.toLowerCase();
          clipped.push(
            `${role} "${text}" needs ${element.scrollWidth}, has ${element.clientWidth}`,
          );
          break;
        }
      }
    }
    return clipped;
  });
}
