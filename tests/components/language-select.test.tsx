import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { LanguageProvider, useT } from '@/state/translator';
import { LanguageSelect } from '@/components/language-select';
import { LANGUAGE_STORAGE_KEY } from '@/state/language';
import { polyfillRadixSelect } from '../features/network/radix-jsdom';
import { renderWithApp } from '../render';
import { preloadRadixParts } from '../support/radix-parts';

preloadRadixParts();

polyfillRadixSelect();

afterEach(() => localStorage.clear());

function Words() {
  const { t } = useT();
  return <p>{t('freshness.notYet')}</p>;
}

function renderControl() {
  const user = userEvent.setup();
  renderWithApp(
    <LanguageProvider>
      <LanguageSelect />
      <Words />
    </LanguageProvider>,
  );
  return user;
}

test('"Language" offers the four languages, each named and marked in its own language', async () => {
  const user = renderControl();
  const control = screen.getByRole('combobox', { name: 'Language' });
  expect(control).toHaveTextContent('English');
  await user.click(control);
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
    ['English', 'en'],
    ['Español', 'es'],
    ['Soomaali', 'so'],
    ['Hmoob', 'hmn'],
  ]);
});

test('choosing Español re-renders the words, sets <html lang>, keeps the choice and the focus', async () => {
  const user = renderControl();
  expect(screen.getByText('Not updated yet')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByRole('option', { name: 'Español' }));
  const control = await screen.findByRole('combobox', { name: /Idioma/ });
  expect(control).toHaveTextContent('Español');
  expect(control.querySelector('[lang="es"]')).not.toBeNull();
  expect(screen.queryByText('Not updated yet')).toBeNull();
  expect(document.documentElement.lang).toBe('es');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  expect(control).toHaveFocus();
});

test('a language whose words cannot be loaded says so and stays in English', async () => {
  const loader = await import('@/i18n/load-catalog');
  vi.spyOn(loader, 'loadCatalog').mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const user = renderControl();
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByRole('option', { name: 'Soomaali' }));
  expect(
    await screen.findByText(
      'That language could not be loaded. Check your connection and try again.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Not updated yet')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
});

test('compact (the phone header) shows the chosen code, still named "Language"', async () => {
  const user = userEvent.setup();
  renderWithApp(
    <LanguageProvider>
      <LanguageSelect compact />
    </LanguageProvider>,
  );
  const control = screen.getByRole('combobox', { name: 'Language' });
  expect(control).toHaveTextContent(/^EN$/);
  await user.click(control);
  await user.click(await screen.findByRole('option', { name: 'Hmoob' }));
  expect(await screen.findByRole('combobox', { name: /\(Language\)$/ })).toHaveTextContent(/^HMN$/);
});
