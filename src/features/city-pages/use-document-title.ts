import { useEffect } from 'react';

/** Sets `document.title` while the component is shown and restores the previous one after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
