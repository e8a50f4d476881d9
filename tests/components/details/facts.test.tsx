import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Facts, given } from '@/components/details/facts';
import { t } from '@/i18n/translate';

test('each row is a term and its value, in order', () => {
  render(
    <Facts
      rows={[
        ['Highway', 'I-94'],
        ['County', <strong key="c">Ramsey</strong>],
      ]}
    />,
  );
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms).toEqual(['Highway', 'County']);
  expect(values).toEqual(['I-94', 'Ramsey']);
  expect(within(screen.getAllByRole('definition')[1]!).getByText('Ramsey').tagName).toBe('STRONG');
});

test('a value the feed sent stays as sent, in English; an empty one is "Not given"', () => {
  render(
    <Facts
      rows={[
        ['Direction', given(t, '<b>NB</b>')],
        ['County', given(t, '')],
      ]}
    />,
  );
  const [sent, empty] = screen.getAllByRole('definition');
  // Feed text is text, never markup.
  expect(within(sent!).getByText('<b>NB</b>')).toHaveAttribute('lang', 'en');
  expect(sent!.querySelector('b')).toBeNull();
  expect(empty).toHaveTextContent('Not given');
  expect(empty!.querySelector('[lang]')).toBeNull();
});
