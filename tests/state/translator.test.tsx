import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, useState } from 'react';
import { afterEach, expect, test } from 'vitest';
// The counter writes a later word ('app.close'), so it brings the later English as its readers do.
import '@/i18n/english-later';
import { LANGUAGE_STORAGE_KEY, chooseLanguage } from '@/state/language';
import { LanguageProvider, useT } from '@/state/translator';

afterEach(async () => {
  await act(() => chooseLanguage('en', false));
  localStorage.clear();
});

function Counter() {
  const { t } = useT();
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {t('app.close')} {count}
    </button>
  );
}

// Memoised with no props: only the context can re-render it.
const QuietWords = memo(function QuietWords() {
  const { t, tp, language } = useT();
  return (
    <p>
      {language}: {t('freshness.notYet')}, {tp('city.localData.cameras', 2)}
    </p>
  );
});

test('a new language re-renders what reads useT(): its state stays, its words change', async () => {
  const user = userEvent.setup();
  render(
    <LanguageProvider>
      <Counter />
    </LanguageProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Close 0' }));
  const button = screen.getByRole('button', { name: 'Close 1' });
  await act(() => chooseLanguage('es', false));
  // The same element with the same count: re-rendered, not re-mounted.
  expect(button).toBeInTheDocument();
  expect(button).toHaveTextContent(/ 1$/);
  expect(button).not.toHaveTextContent('Close');
});

test('a memoised part that reads useT() follows the language too', async () => {
  render(
    <LanguageProvider>
      <QuietWords />
    </LanguageProvider>,
  );
  expect(screen.getByText('en: Not updated yet, 2 cameras')).toBeInTheDocument();
  await act(() => chooseLanguage('es', false));
  expect(screen.getByText(/^es: /)).not.toHaveTextContent(/Not updated yet|cameras/);
});

test('outside a provider, useT() reads the active language', async () => {
  await chooseLanguage('es', false);
  render(<QuietWords />);
  expect(screen.getByText(/^es: /)).not.toHaveTextContent('Not updated yet');
});

test('a language chosen in another tab is followed; a stray or unknown value is not', async () => {
  render(
    <LanguageProvider>
      <QuietWords />
    </LanguageProvider>,
  );
  const fromOtherTab = (key: string, newValue: string | null) =>
    act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
  // Ignored at once: nothing is loaded for another key or a language the site does not speak.
  await fromOtherTab('another-key', 'es');
  await fromOtherTab(LANGUAGE_STORAGE_KEY, 'fr');
  expect(screen.getByText(/^en: /)).toBeInTheDocument();
  await fromOtherTab(LANGUAGE_STORAGE_KEY, 'so');
  expect(await screen.findByText(/^so: /)).toBeInTheDocument();
  // Followed, not stored again: the other tab wrote the choice.
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
});
