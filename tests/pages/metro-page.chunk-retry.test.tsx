import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { MetroPage } from '@/pages/metro-page';
import { renderWithApp } from '../render';
import { mockViewportWidth } from './phone/viewport';

// As if the phone's chunk could not be downloaded, `failures` times in a row. (Its own file: the
// page keeps the view's code once loaded, so after another test's success it would not download.)
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

test('one failed download is retried by itself: the visitor sees the view, no message', async () => {
  undo = mockViewportWidth(390);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  chunk.failures = 1;
  renderWithApp(<MetroPage />);
  await act(() => vi.advanceTimersByTimeAsync(1_000)); // the retry, 1 s after the failure
  expect(await screen.findByRole('tab', { name: 'Live Map' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(chunk.failures).toBe(0); // the failed download did happen, and was retried
});
