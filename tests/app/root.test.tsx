import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { InActiveLanguage } from '@/app/root';
import { t } from '@/i18n/translate';
// The counter writes a later word ('app.close'), so it brings the later English as its readers do.
import '@/i18n/english-later';
import { chooseLanguage } from '@/state/language';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {t('app.close')} {count}
    </button>
  );
}

test('a new language re-mounts what is below it, so no word of the old one stays', async () => {
  const user = userEvent.setup();
  render(
    <InActiveLanguage>
      <Counter />
    </InActiveLanguage>,
  );
  await user.click(screen.getByRole('button', { name: 'Close 0' }));
  expect(screen.getByRole('button', { name: 'Close 1' })).toBeInTheDocument();
  await act(() => chooseLanguage('es', false));
  // Re-mounted: its state starts over, and its words are the new language's.
  const button = screen.getByRole('button');
  expect(button).toHaveTextContent(/ 0$/);
  expect(button).not.toHaveTextContent('Close');
});
