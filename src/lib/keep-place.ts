/**
 * Keeps the focused element where the visitor sees it across a re-render that changes what is
 * above it (a new language's longer words). Browsers with scroll anchoring usually do this, with
 * an anchor node of their choosing: on the metro page, with a map cluster focused 700 px down,
 * Chromium left the page unscrolled in 1 to 4 switches of 5 (the cluster 56 px lower), and
 * Safari has no scroll anchoring. Measured before and after, the place is kept everywhere.
 */
export interface Place {
  element: Element;
  /** Its top edge from the viewport's (px), when it was taken. */
  top: number;
}

/** The focused element's place, when it is in view; null for none (the page's own scroll stays). */
export function focusedPlace(doc: Document = document): Place | null {
  const element = doc.activeElement;
  if (!element || element === doc.body || element === doc.documentElement) return null;
  const { top, bottom } = element.getBoundingClientRect();
  const viewportHeight = doc.defaultView?.innerHeight ?? 0;
  return bottom > 0 && top < viewportHeight ? { element, top } : null;
}

/**
 * Scrolls the page by how far `place`'s element has moved, once the re-render is in the document.
 * A move under a pixel is left: it is rounding, and it is what anchoring already corrected.
 */
export function restorePlace(place: Place, view: Window = window): void {
  if (!place.element.isConnected) return;
  const moved = place.element.getBoundingClientRect().top - place.top;
  if (Math.abs(moved) >= 1) view.scrollBy({ top: moved, behavior: 'instant' });
}
