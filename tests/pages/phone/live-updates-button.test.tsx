import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import { LiveUpdatesButton } from '@/pages/phone/live-updates-button';

afterEach(() => liveUpdates.setPaused(false));

test('the phone’s pause: icon-only, named by what it does next, never a pressed toggle', async () => {
  const user = userEvent.setup();
  render(<LiveUpdatesButton />);
  const button = screen.getByRole('button', { name: 'Pause live updates' });
  expect(button).not.toHaveAttribute('aria-pressed');
  expect(button).toHaveTextContent('');
  await user.click(button);
  expect(liveUpdates.isPaused()).toBe(true);
  expect(button).toHaveAccessibleName('Resume live updates');
  await user.click(button);
  expect(liveUpdates.isPaused()).toBe(false);
  expect(button).toHaveAccessibleName('Pause live updates');
});

test('a pause from elsewhere (the desktop header, another part) shows at once', () => {
  render(<LiveUpdatesButton />);
  act(() => liveUpdates.setPaused(true));
  expect(screen.getByRole('button', { name: 'Resume live updates' })).toBeInTheDocument();
});
