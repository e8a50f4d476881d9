import { useLayoutEffect } from 'react';

/**
 * Sets `document.title` while the component is shown and restores the previous one after. In the
 * commit that shows the component (a layout effect): a passive effect runs a task later, so the
 * page and its title could be seen apart (a test on a busy machine once read the old title).
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
