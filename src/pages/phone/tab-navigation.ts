/**
 * Roving focus in a tablist (WAI-ARIA APG tabs pattern, horizontal): the tab a key moves to, or null
 * for a key the tablist does not handle. Left/Right wrap around; Home/End go to the ends.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
