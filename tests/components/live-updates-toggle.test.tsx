import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import { LiveUpdatesToggle } from '@/components/live-updates-toggle';

afterEach(() => liveUpdates.setPaused(false));

test('pausing live updates: a button whose words say what it does next, never a pressed toggle', async () => {
  const user = userEvent.setup();
  render(<LiveUpdatesToggle />);
  const toggle = screen.getByRole('button', { name: 'Pause live updates' });
  expect(toggle).not.toHaveAttribute('aria-pressed');
  await user.click(toggle);
  expect(liveUpdates.isPaused()).toBe(true);
  expect(toggle).toHaveAccessibleName('Resume live updates');
  expect(toggle).not.toHaveAttribute('aria-pressed');
  await user.click(toggle);
  expect(liveUpdates.isPaused()).toBe(false);
  expect(toggle).toHaveAccessibleName('Pause live updates');
});

test('a pause from elsewhere shows at once', async () => {
  render(<LiveUpdatesToggle />);
  const { act } = await import('@testing-library/react');
  act(() => liveUpdates.setPaused(true));
  expect(screen.getByRole('button', { name: 'Resume live updates' })).toBeInTheDocument();
});
