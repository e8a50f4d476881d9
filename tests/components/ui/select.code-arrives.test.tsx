import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { Select } from '@/components/ui/select';
import { stubResizeObserver } from '../../support/resize-observer';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

const idle = await vi.hoisted(async () =>
  (await import('../../support/idle-tasks')).heldIdleTasks(),
);
vi.mock('@/components/ui/deferred', () => ({ whenIdle: idle.whenIdle }));

beforeAll(stubResizeObserver);
afterAll(() => vi.unstubAllGlobals());

const CATEGORIES = {
  label: 'News Categories',
  value: 'all',
  options: [
    { value: 'all', label: 'All Categories' },
    { value: 'Traffic', label: 'Traffic' },
  ],
};

test('the code fetched at idle time never replaces the stand-in under a press; reaching for it opens the list', async () => {
  const onValueChange = vi.fn();
  render(<Select {...CATEGORIES} onValueChange={onValueChange} />);
  const standIn = screen.getByRole('combobox', { name: 'News Categories' });
  fireEvent.pointerDown(standIn);
  await act(async () => {
    idle.runAll();
    await vi.dynamicImportSettled();
  });
  // Down on the stand-in and up on another element would be no click at all.
  expect(screen.getByRole('combobox', { name: 'News Categories' })).toBe(standIn);
  fireEvent.pointerUp(standIn);
  const user = userEvent.setup();
  await user.click(standIn);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: 'Traffic' }));
  expect(onValueChange).toHaveBeenCalledWith('Traffic');
});
