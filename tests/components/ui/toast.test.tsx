import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
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
  await act(() => new Promise((done) => setTimeout(done, 50)));
  expect(screen.queryByText('First')).not.toBeInTheDocument();
});
