import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { renderWithApp } from '../../render';
import { advanceUntil } from '../../fake-clock';
import { MapWithDetails as MetroMap } from './map-with-details';

// As if the legend's chunk could not be downloaded, `failures` times in a row.
const chunk = vi.hoisted(() => ({ failures: 0 }));
vi.mock('@/features/map/map-legend', async (importOriginal) => {
  const { failingChunk } = await import('../../failing-chunk');
  return failingChunk(await importOriginal(), 'MapLegend', chunk);
});

// Compiled once here, so a busy machine's first compile is not inside the test's time.
beforeAll(() => import('@/features/map/map-legend'), 30_000);

afterEach(() => vi.useRealTimers());

test('a legend whose code fails to load, retries included, says so in its place; the map stays', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  chunk.failures = 3; // the first download and its two retries
  renderWithApp(<MetroMap />);
  // The download and its two retries, 1 s and 3 s later.
  await advanceUntil(() => screen.queryByRole('alert') !== null);
  expect(screen.getByRole('alert')).toHaveTextContent('Map legend could not be shown.');
  const map = screen.getByRole('region', { name: 'Twin Cities map' });
  expect(within(map).queryByRole('alert')).toBeNull();
  expect(screen.getByRole('group', { name: 'Map layers' })).toBeInTheDocument();
});
