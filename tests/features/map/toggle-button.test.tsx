import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ToggleButton, ToggleGroup } from '@/features/map/toggle-button';

test('a labelled group of segment buttons, the chosen one pressed', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(
    <ToggleGroup label="View">
      <ToggleButton pressed>Map</ToggleButton>
      <ToggleButton pressed={false} onClick={onClick}>
        List
      </ToggleButton>
    </ToggleGroup>,
  );
  const group = screen.getByRole('group', { name: 'View' });
  expect(within(group).getByRole('button', { name: 'Map' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = within(group).getByRole('button', { name: 'List' });
  expect(list).toHaveAttribute('aria-pressed', 'false');
  expect(list).toHaveAttribute('type', 'button');
  await user.click(list);
  expect(onClick).toHaveBeenCalledTimes(1);
  // The visible label is the group's name, not read twice.
  expect(within(group).getByText('View')).toHaveAttribute('aria-hidden', 'true');
});

test('a pressed segment is filled, not only tinted', () => {
  render(<ToggleButton pressed>Map</ToggleButton>);
  expect(screen.getByRole('button', { name: 'Map' })).toHaveClass(
    'aria-pressed:bg-blue-700',
    'aria-pressed:text-white',
  );
});
