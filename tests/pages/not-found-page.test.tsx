import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { LanguageProvider } from '@/state/translator';
import { NotFoundPage } from '@/pages/not-found-page';
import { chooseLanguage } from '@/state/language';
import { polyfillRadixSelect } from '../features/network/radix-jsdom';
import { renderWithApp } from '../render';
import { preloadRadixParts } from '../support/radix-parts';

preloadRadixParts();

polyfillRadixSelect();

afterEach(async () => {
  await chooseLanguage('en', false);
  localStorage.clear();
});

test('an unknown path says so and links home to the map', async () => {
  const user = userEvent.setup();
  const { location } = renderWithApp(<NotFoundPage />, { path: '/nowhere' });
  expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  const home = screen.getByRole('link', { name: 'Go to the Twin Cities map' });
  expect(home).toHaveAttribute('href', '/');
  await user.click(home);
  expect(location.history).toEqual(['/nowhere', '/']);
});

test('the Language control is on it too, and the message reads in the language chosen', async () => {
  const user = userEvent.setup();
  renderWithApp(
    <LanguageProvider>
      <NotFoundPage />
    </LanguageProvider>,
    { path: '/nowhere' },
  );
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByRole('option', { name: 'Español' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: '404: Página no encontrada' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Ir al mapa de las Ciudades Gemelas' })).toBeVisible();
});
