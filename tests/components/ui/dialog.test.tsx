import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';

/** A page with a button that opens the dialog; `onChange` hears every open or close asked for. */
function PageWithOpener({
  label = 'Open',
  onChange,
  children,
}: {
  label?: string;
  onChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {children}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onChange?.(next);
          setOpen(next);
        }}
        title="Details"
      >
        <p>Body</p>
      </Dialog>
    </>
  );
}

test('a modal named by its title, described by its description, with a Close button', () => {
  render(
    <Dialog open onOpenChange={() => undefined} title="Weather alert" description="From the NWS.">
      <p>Body</p>
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Weather alert' });
  expect(dialog).toHaveAccessibleDescription('From the NWS.');
  expect(within(dialog).getByText('Body')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('without a description it is still described, for screen readers only', () => {
  render(
    <Dialog open onOpenChange={() => undefined} title="I-94 at Snelling">
      <p>Body</p>
    </Dialog>,
  );
  expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Details');
  expect(screen.getByText('Details')).toHaveClass('sr-only');
});

test('focus goes into the dialog; Escape and Close ask to close', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const onOpenChange = vi.fn();
  render(<PageWithOpener onChange={onOpenChange} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onOpenChange).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('closed, nothing is shown', () => {
  render(
    <Dialog open={false} onOpenChange={() => undefined} title="Hidden">
      <p>Body</p>
    </Dialog>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('closed with Escape or Close, the focus goes back to what had it when it opened', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(<PageWithOpener label="Twin Cities Network" />);
  const opener = screen.getByRole('button', { name: 'Twin Cities Network' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(opener).toHaveFocus());
  await user.click(opener);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(opener).toHaveFocus());
});

test('an opener that puts the focus elsewhere on close keeps it there', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <PageWithOpener
      onChange={(next) => {
        if (!next) setTimeout(() => document.getElementById('elsewhere')?.focus(), 0);
      }}
    >
      <button type="button" id="elsewhere">
        Elsewhere
      </button>
    </PageWithOpener>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus());
  // A timer set now runs after the dialog's own (set as it closed), so its choice has been made.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
});
