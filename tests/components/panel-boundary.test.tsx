import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type * as Freshness from '@/words/freshness';
import { LiveStatusPanel } from '@/features/status/live-status-panel';
import { renderWithApp } from '../render';

// Transit rows format their start time; make that blow up to prove one part cannot blank the rest.
vi.mock('@/words/freshness', async (importOriginal) => ({
  ...(await importOriginal<typeof Freshness>()),
  formatTime: () => {
    throw new Error('bad time');
  },
}));

test('a part that fails to render shows its own message; the others still work', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithApp(<LiveStatusPanel />);
  expect(await screen.findByText('Transit could not be shown.')).toBeVisible();
  expect(
    await within(screen.getByRole('region', { name: 'System Status' })).findByText(
      '3/3 systems operational',
    ),
  ).toBeVisible();
  expect(await screen.findByText('MSP Airport')).toBeVisible();
});
