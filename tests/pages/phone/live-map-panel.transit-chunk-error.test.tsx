import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { advanceUntil } from '../../fake-clock';
import { noTrains, renderView } from './compact-view-fixtures';

// As if the Live Map's transit part could not be downloaded, `failures` times in a row.
const chunk = vi.hoisted(() => ({ failures: 0 }));
vi.mock('@/pages/phone/live-map-transit', async (importOriginal) => {
  const { failingChunk } = await import('../../failing-chunk');
  return failingChunk(await importOriginal(), 'LiveMapTransit', chunk);
});

// Compiled once here, so a busy machine's first compile is not inside the test's time.
beforeAll(() => import('@/pages/phone/live-map-transit'), 30_000);

afterEach(() => vi.useRealTimers());

const transitSwitch = () =>
  within(screen.getByRole('group', { name: 'Map layers' })).getByRole('button', {
    name: /^Transit/,
  });

test("a transit part whose code fails to load, retries included: the switch reads –, not '…' for ever", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  noTrains();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  chunk.failures = 3; // the first download and its two retries
  renderView();
  expect(transitSwitch()).toHaveAccessibleName('Transit …');
  // The download and its two retries, 1 s and 3 s later.
  await advanceUntil(() => transitSwitch().textContent?.includes('–') ?? false);
  expect(transitSwitch()).toHaveAccessibleName('Transit –');
  // The rest of the map goes on: the cameras' legend entry counts them (their answer may come
  // after the transit part's last retry on a busy machine: the fake clock runs ahead of msw).
  await waitFor(() =>
    expect(
      screen.getAllByRole('listitem').some((item) => /^Cameras \d+$/.test(item.textContent ?? '')),
    ).toBe(true),
  );
});
