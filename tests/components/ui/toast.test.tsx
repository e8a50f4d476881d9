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

/** The release's offer and a plain toast, each behind a button. */
function OfferAndToast({ reload = () => undefined }: { reload?: () => void }) {
  const toast = useToast();
  return (
    <>
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
      <button type="button" onClick={() => toast('Showing news for Edina')}>
        choose
      </button>
    </>
  );
}

test('a toast with an action shows its button, which does what it offers', async () => {
  const user = userEvent.setup();
  const reload = vi.fn();
  render(
    <ToastProvider>
      <OfferAndToast reload={reload} />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'offer' }));
  expect(await screen.findByText('A new version is available')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a toast shown over the release offer hands the place back to it when it closes', async () => {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <OfferAndToast />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'offer' }));
  await screen.findByText('A new version is available');
  await user.click(screen.getByRole('button', { name: 'choose' }));
  expect(await screen.findByText('Showing news for Edina')).toBeInTheDocument();
  expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(await screen.findByText('A new version is available')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  // Dismissed itself, the offer goes.
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() =>
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument(),
  );
});
