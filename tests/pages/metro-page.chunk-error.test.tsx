import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { MetroPage } from '@/pages/metro-page';
import { renderWithApp } from '../render';
import { mockViewportWidth } from './phone/viewport';
import { advanceUntil } from '../fake-clock';

// As if the phone's chunk could not be downloaded, `failures` times in a row.
const chunk = vi.hoisted(() => ({ failures: 0 }));
vi.mock('@/pages/phone/compact-live-view', async (importOriginal) => {
  const { failingChunk } = await import('../failing-chunk');
  return failingChunk(await importOriginal(), 'CompactLiveView', chunk);
});

// Compiled once here, so a busy machine's first compile is not inside a test's time.
beforeAll(() => import('@/pages/phone/compact-live-view'), 30_000);

let undo: () => void = () => undefined;
afterEach(() => {
  undo();
  vi.useRealTimers();
});

test('a phone whose live-view code fails to load, retries included, sees a message, and Try again brings the view', async () => {
  undo = mockViewportWidth(390);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  chunk.failures = 3; // the first download and its two retries
  renderWithApp(<MetroPage />);
  // The download and its two retries, 1 s and 3 s later.
  await advanceUntil(() => screen.queryByRole('alert') !== null);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The live view could not be shown.');
  expect(alert).toHaveTextContent('Check your connection, then try again.');

  vi.useRealTimers();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('tab', { name: 'Live Map' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
