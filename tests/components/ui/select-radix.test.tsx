import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { SelectProps } from '@/components/ui/select';
import RadixSelect from '@/components/ui/select-radix';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

const CITIES: SelectProps = {
  label: 'Select city',
  value: 'all',
  onValueChange: () => undefined,
  options: [{ value: 'all', label: 'All Cities' }],
  groups: [
    {
      label: 'MAJOR CITIES',
      options: [
        { value: 'mpls', label: 'Minneapolis' },
        { value: 'stp', label: 'Saint Paul' },
      ],
    },
    { label: 'OTHER CITIES', options: [{ value: 'edina', label: 'Edina' }] },
  ],
};

test('a combobox named by its label shows the chosen option, closed', () => {
  render(<RadixSelect {...CITIES} value="stp" />);
  const combobox = screen.getByRole('combobox', { name: 'Select city' });
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(combobox).toHaveTextContent('Saint Paul');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('the keyboard opens the list: options in order, groups named, the choice marked', async () => {
  const user = userEvent.setup();
  render(<RadixSelect {...CITIES} value="mpls" />);
  screen.getByRole('combobox', { name: 'Select city' }).focus();
  await user.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All Cities', 'Minneapolis', 'Saint Paul', 'Edina']);
  expect(within(listbox).getByRole('group', { name: 'OTHER CITIES' })).toHaveTextContent('Edina');
  expect(within(listbox).getByRole('option', { name: 'Minneapolis' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('arrow keys and Enter choose an option and close the list', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<RadixSelect {...CITIES} value="mpls" onValueChange={onValueChange} defaultOpen />);
  const listbox = await screen.findByRole('listbox');
  await within(listbox).findByRole('option', { name: 'Minneapolis' });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onValueChange).toHaveBeenCalledWith('stp');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('Escape closes the list without a choice and gives focus back to the combobox', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<RadixSelect {...CITIES} onValueChange={onValueChange} defaultOpen />);
  await screen.findByRole('listbox');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(onValueChange).not.toHaveBeenCalled();
  expect(screen.getByRole('combobox', { name: 'Select city' })).toHaveFocus();
});

test('an option in another language carries its lang, in the list and on the trigger', async () => {
  render(
    <RadixSelect
      label="Language"
      value="es"
      onValueChange={() => undefined}
      options={[
        { value: 'en', label: 'English', lang: 'en' },
        { value: 'es', label: 'Español', lang: 'es' },
      ]}
      defaultOpen
    />,
  );
  const listbox = await screen.findByRole('listbox');
  expect(within(listbox).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  // While the list is open, Radix hides the rest of the page from assistive technology.
  const trigger = screen.getByRole('combobox', { name: 'Language', hidden: true });
  expect(trigger.querySelector('[lang="es"]')).toHaveTextContent('Español');
});

test('autoFocus focuses the trigger; a short trigger label and no chevron where space is tight', () => {
  render(<RadixSelect {...CITIES} value="edina" triggerLabel="ED" hideChevron autoFocus />);
  const combobox = screen.getByRole('combobox', { name: 'Select city' });
  expect(combobox).toHaveFocus();
  expect(combobox).toHaveTextContent(/^ED$/);
  expect(combobox.querySelector('svg')).toBeNull();
});
