import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { ToastMessage } from '@/components/ui/toast';
import ToastView from '@/components/ui/toast-view';

const SAVED: ToastMessage = { id: 1, title: 'Added to My Cameras', description: 'I-35W @ 46th St' };
const OFFER: ToastMessage = {
  id: 2,
  title: 'A new version is available',
  action: { label: 'Reload', altText: 'Reload the page', onSelect: () => undefined },
};

const viewport = () => screen.getByRole('region', { name: /Notifications \(F8\)/ });

test('with nothing to say, only the notifications region (named with its F8 hotkey) is there', () => {
  render(<ToastView message={null} onClose={() => undefined} />);
  expect(within(viewport()).queryByRole('listitem')).not.toBeInTheDocument();
});

test('a toast shows its title and description, and its dismiss button closes it', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<ToastView message={SAVED} onClose={onClose} />);
  const toast = within(viewport()).getByRole('listitem');
  expect(toast).toHaveTextContent('Added to My Cameras');
  expect(toast).toHaveTextContent('I-35W @ 46th St');
  await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
  expect(onClose).toHaveBeenCalledOnce();
});

test('F8 moves focus to the notifications; Escape there dismisses the toast', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<ToastView message={SAVED} onClose={onClose} />);
  fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
  expect(within(viewport()).getByRole('list')).toHaveFocus();
  await user.tab();
  expect(within(viewport()).getByRole('listitem')).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledOnce();
});

test('a plain toast is announced assertively, an offer politely', () => {
  const { rerender } = render(<ToastView message={SAVED} onClose={() => undefined} />);
  const live = () =>
    [...document.querySelectorAll('[aria-live]')]
      .map((element) => element.getAttribute('aria-live'))
      .filter((value) => value !== 'off');
  expect(live()).toContain('assertive');
  rerender(<ToastView message={OFFER} onClose={() => undefined} />);
  expect(live()).toContain('polite');
  expect(live()).not.toContain('assertive');
});

test('an offer’s action button does what it offers and names itself for screen readers', async () => {
  const user = userEvent.setup();
  const onSelect = vi.fn();
  render(
    <ToastView
      message={{ ...OFFER, action: { ...OFFER.action!, onSelect } }}
      onClose={() => undefined}
    />,
  );
  const action = within(viewport()).getByRole('button', { name: 'Reload' });
  expect(action).toHaveAttribute('data-radix-toast-announce-alt', 'Reload the page');
  await user.click(action);
  expect(onSelect).toHaveBeenCalledOnce();
});

test('a new message replaces the shown one', () => {
  const { rerender } = render(<ToastView message={SAVED} onClose={() => undefined} />);
  rerender(
    <ToastView
      message={{ ...SAVED, id: 3, title: 'Removed from My Cameras' }}
      onClose={() => undefined}
    />,
  );
  const toasts = within(viewport()).getAllByRole('listitem');
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toHaveTextContent('Removed from My Cameras');
});
