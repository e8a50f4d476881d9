import { renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useDocumentTitle } from '@/features/city-pages/use-document-title';

test('sets the title while shown, follows a new one, and puts the previous one back after', () => {
  document.title = 'Twin Cities Live';
  const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), {
    initialProps: { title: 'Edina Local News' },
  });
  expect(document.title).toBe('Edina Local News');
  rerender({ title: 'Domain Not Found' });
  expect(document.title).toBe('Domain Not Found');
  unmount();
  expect(document.title).toBe('Twin Cities Live');
});
