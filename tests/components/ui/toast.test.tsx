import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ToastProvider, useToast } from '@/components/ui/toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast('First', 'one')}>
        one
      </button>
      <button type="button" onClick={() => toast('Second')}>
        two
      </button>
    </>
  );
}

test('shows one toast at a time: a new one replaces the old', async () => {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'one' }));
  expect(await screen.findByText('First')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'two' }));
  expect(await screen.findByText('Second')).toBeInTheDocument();
  expect(screen.queryByText('First')).not.toBeInTheDocument();
});

test('the dismiss button closes the toast', async () => {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'one' }));
  await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
});

test('a toast with an action shows its button, which does what it offers', async () => {
  const user = userEvent.setup();
  const reload = vi.fn();
  function Offer() {
    const toast = useToast();
    return (
      <button
        type="button"
        onClick={() =>
          toast('A new version is available', 'Reload to get the latest site.', {
            action: { label: 'Reload', altText: 'Reload the page', onSelect: reload },
          })
        }
      >
        offer
      </button>
    );
  }
  render(
    <ToastProvider>
      <Offer />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'offer' }));
  expect(await screen.findByText('A new version is available')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
