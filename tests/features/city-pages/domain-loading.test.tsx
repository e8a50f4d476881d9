import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { DomainLoading } from '@/features/city-pages/domain-loading';
import { chooseLanguage } from '@/state/language';
import { LanguageProvider } from '@/state/translator';
import { polyfillRadixSelect } from '../network/radix-jsdom';
import { renderWithApp } from '../../render';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();
polyfillRadixSelect();

afterEach(async () => {
  await chooseLanguage('en', false);
  localStorage.clear();
});

test('a busy page whose status says the local news is loading', () => {
  renderWithApp(<DomainLoading />);
  expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading Local News...');
  expect(status).toHaveTextContent('Setting up your local news experience');
});

test('the Language control is on it, and the wait reads in the language chosen', async () => {
  const user = userEvent.setup();
  renderWithApp(
    <LanguageProvider>
      <DomainLoading />
    </LanguageProvider>,
  );
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByRole('option', { name: 'Español' }));
  expect(await screen.findByText('Cargando noticias locales…')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Preparando sus noticias locales');
});
