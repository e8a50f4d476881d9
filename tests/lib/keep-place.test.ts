// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { focusedPlace, restorePlace } from '@/lib/keep-place';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A focused button whose top edge (px from the viewport's) is what `tops` gives, in turn. */
function focusedButtonAt(...tops: number[]): HTMLButtonElement {
  const button = document.createElement('button');
  document.body.append(button);
  button.focus();
  const rect = vi.spyOn(button, 'getBoundingClientRect');
  for (const top of tops) rect.mockReturnValueOnce(new DOMRect(0, top, 32, 32));
  return button;
}

test('the focused element in view is the place, with its top', () => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
  const button = focusedButtonAt(198);
  expect(focusedPlace()).toEqual({ element: button, top: 198 });
});

test('no place when nothing is focused, or the focused element is out of view', () => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
  expect(focusedPlace()).toBeNull();
  focusedButtonAt(900);
  expect(focusedPlace()).toBeNull();
  focusedButtonAt(-32);
  expect(focusedPlace()).toBeNull();
  // Partly in view at either edge still counts.
  focusedButtonAt(-31);
  expect(focusedPlace()).not.toBeNull();
  focusedButtonAt(899);
  expect(focusedPlace()).not.toBeNull();
});

test('the page scrolls by how far the element moved, down or up', () => {
  const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  restorePlace({ element: focusedButtonAt(254), top: 198 });
  expect(scrollBy).toHaveBeenLastCalledWith({ top: 56, behavior: 'instant' });
  restorePlace({ element: focusedButtonAt(150), top: 198 });
  expect(scrollBy).toHaveBeenLastCalledWith({ top: -48, behavior: 'instant' });
  expect(scrollBy).toHaveBeenCalledTimes(2);
});

test('no scroll for a move under a pixel, or for an element no longer in the page', () => {
  const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  restorePlace({ element: focusedButtonAt(198.75), top: 198 });
  const removed = focusedButtonAt(400);
  removed.remove();
  restorePlace({ element: removed, top: 198 });
  expect(scrollBy).not.toHaveBeenCalled();
});
