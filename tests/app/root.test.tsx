import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { Root } from '@/app/root';
import { chooseLanguage } from '@/state/language';
import { polyfillRadixSelect } from '../features/network/radix-jsdom';

polyfillRadixSelect();

afterEach(async () => {
  await act(() => chooseLanguage('en', false));
  window.history.replaceState(null, '', '/');
});

test('a new language re-renders the site in it and re-mounts nothing', async () => {
  window.history.replaceState(null, '', '/nowhere');
  render(<Root client={createQueryClient()} site="hub" />);
  const heading = await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
  const home = screen.getByRole('link', { name: 'Go to the Twin Cities map' });
  await act(() => chooseLanguage('es', false));
  // The same elements, now in Spanish: re-rendered, not replaced.
  expect(heading).toBeInTheDocument();
  expect(heading).not.toHaveTextContent('404 Page Not Found');
  expect(home).toBeInTheDocument();
  expect(home).not.toHaveTextContent('Go to the Twin Cities map');
  expect(screen.getByRole('combobox', { name: /Idioma/ })).toHaveTextContent('Español');
});
