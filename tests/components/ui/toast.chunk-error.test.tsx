import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ToastProvider, useToast } from '@/components/ui/toast';
import { advanceUntil } from '../../fake-clock';

// As if the toasts' code could never be downloaded.
vi.mock('@/components/ui/toast-view', () => ({
  get default() {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Page() {
  const toast = useToast();
  return (
    <main>
      <h1>Twin Cities Live</h1>
      <button type="button" onClick={() => toast('Showing Edina')}>
        Choose Edina
      </button>
    </main>
  );
}

test('toasts whose code cannot be downloaded are left out; the page stays', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(
    <ToastProvider>
      <Page />
    </ToastProvider>,
  );
  await userEvent
    .setup({ advanceTimers: vi.advanceTimersByTime })
    .click(screen.getByRole('button', { name: 'Choose Edina' }));
  // The download and its two retries, 1 s and 3 s later.
  // Until its own message: React may log a warning of the last retry's rejection first.
  await advanceUntil(() =>
    logged.mock.calls.some(([message]) => message === 'Toasts could not be shown'),
  );
  expect(logged).toHaveBeenCalledWith('Toasts could not be shown', expect.any(TypeError));
  expect(screen.getByRole('heading', { name: 'Twin Cities Live' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Choose Edina' })).toBeInTheDocument();
  expect(screen.queryByText('Showing Edina')).not.toBeInTheDocument();
});
