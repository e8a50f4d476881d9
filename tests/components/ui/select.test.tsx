import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Select, selectedOption, type SelectProps } from '@/components/ui/select';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

const LANGUAGES: SelectProps = {
  label: 'Language',
  value: 'es',
  onValueChange: () => undefined,
  options: [
    { value: 'en', label: 'English', lang: 'en' },
    { value: 'es', label: 'Español', lang: 'es' },
  ],
};

test('the chosen option is found among plain options and in groups', () => {
  expect(selectedOption(LANGUAGES)?.label).toBe('Español');
  expect(
    selectedOption({
      label: 'City',
      value: 'edina',
      onValueChange: () => undefined,
      groups: [
        { label: 'Major', options: [{ value: 'mpls', label: 'Minneapolis' }] },
        { label: 'Other', options: [{ value: 'edina', label: 'Edina' }] },
      ],
    })?.label,
  ).toBe('Edina');
  expect(selectedOption({ ...LANGUAGES, value: 'fr' })).toBeUndefined();
});

test('before its code is wanted, a plain combobox named by its label shows the choice in its language', () => {
  render(<Select {...LANGUAGES} preload={false} />);
  const combobox = screen.getByRole('combobox', { name: 'Language' });
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(within(combobox).getByText('Español')).toHaveAttribute('lang', 'es');
});

test('a short trigger label and a placeholder stand in for the choice', () => {
  render(
    <>
      <Select {...LANGUAGES} preload={false} triggerLabel="ES" />
      <Select {...LANGUAGES} label="City" value="" preload={false} placeholder="All Cities" />
    </>,
  );
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent(/^ES$/);
  expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('All Cities');
});

test('reaching for it opens the real list at once, and a choice is passed on', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Select {...LANGUAGES} onValueChange={onValueChange} preload={false} />);
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  const listbox = await screen.findByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['English', 'Español']);
  await user.click(within(listbox).getByRole('option', { name: 'English' }));
  expect(onValueChange).toHaveBeenCalledWith('en');
});

test('letters typed on the closed select choose an option without opening it', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <Select
      label="City"
      value="all"
      onValueChange={onValueChange}
      preload={false}
      options={[
        { value: 'all', label: 'All Cities' },
        { value: 'maplewood', label: 'Maplewood' },
        { value: 'minneapolis', label: 'Minneapolis' },
      ]}
    />,
  );
  const combobox = screen.getByRole('combobox', { name: 'City' });
  combobox.focus();
  await user.keyboard('m');
  expect(onValueChange).toHaveBeenLastCalledWith('maplewood');
  await user.keyboard('in');
  expect(onValueChange).toHaveBeenLastCalledWith('minneapolis');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  const calls = onValueChange.mock.calls.length;
  await user.keyboard('x');
  expect(onValueChange).toHaveBeenCalledTimes(calls);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('a space outside a search opens the list', async () => {
  const user = userEvent.setup();
  render(<Select {...LANGUAGES} preload={false} />);
  screen.getByRole('combobox', { name: 'Language' }).focus();
  await user.keyboard(' ');
  expect(await screen.findByRole('listbox')).toBeInTheDocument();
});
