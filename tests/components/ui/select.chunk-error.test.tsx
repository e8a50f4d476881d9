import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { Select } from '@/components/ui/select';
import { advanceUntil } from '../../fake-clock';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

// As if the Radix select's code could not be downloaded, `failures` times in a row.
const chunk = vi.hoisted(() => ({ failures: 0 }));
vi.mock('@/components/ui/select-radix', async (importOriginal) => {
  const { failingChunk } = await import('../../failing-chunk');
  return failingChunk(await importOriginal(), 'default', chunk);
});

beforeAll(() => import('@/components/ui/select-radix'), 30_000);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const OPTIONS = [
  { value: 'all', label: 'All Cities' },
  { value: 'edina', label: 'Edina' },
];

test('without the Radix code the plain stand-in stays, and reaching for it later downloads it again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  chunk.failures = 3; // the idle-time download and its two retries
  render(
    <main>
      <h1>Twin Cities Live</h1>
      <Select label="Select city" value="all" onValueChange={() => undefined} options={OPTIONS} />
    </main>,
  );
  // The download and its two retries, 1 s and 3 s later.
  await advanceUntil(() => chunk.failures === 0);
  expect(chunk.failures).toBe(0);
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  const combobox = screen.getByRole('combobox', { name: 'Select city' });
  expect(combobox).toHaveTextContent('All Cities');
  expect(screen.getByRole('heading', { name: 'Twin Cities Live' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  vi.useRealTimers();
  await userEvent.click(combobox);
  const listbox = await screen.findByRole('listbox');
  expect(listbox).toHaveTextContent('Edina');
});
