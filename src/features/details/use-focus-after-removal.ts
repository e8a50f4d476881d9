import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the focus in place when a click inside a list removes the card that held it (a star that
 * takes a camera out of My Cameras): the focus goes to the star of the card now in its place, or,
 * when the list is gone, to the first control after its region. Without it the focus fell to the
 * page's start. Returns the click handler the list listens with (capture: before the removal).
 */
export function useFocusAfterRemoval(list: RefObject<HTMLElement | null>, ids: readonly string[]) {
  const last = useRef<{ ids: readonly string[]; after: Element | null }>({ ids, after: null });
  const clicked = useRef(false);
  useLayoutEffect(() => {
    const before = last.current;
    const region = list.current?.closest('section');
    last.current = { ids, after: region ? region.nextElementSibling : before.after };
    const removed = before.ids.findIndex((id) => !ids.includes(id));
    const fromClick = clicked.current;
    clicked.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (removed === -1 || !fromClick || !lost) return;
    const stars = [...(list.current?.querySelectorAll<HTMLElement>('button[aria-pressed]') ?? [])];
    const target =
      stars[Math.min(removed, stars.length - 1)] ??
      before.after?.querySelector<HTMLElement>('button, a[href]');
    target?.focus();
  }, [ids, list]);
  return () => {
    clicked.current = true;
    // Until this click's task ends: its removal re-renders within it, and a click that removed
    // nothing (a card opened) must not leave the flag for a change from elsewhere (another tab).
    setTimeout(() => {
      clicked.current = false;
    }, 0);
  };
}
