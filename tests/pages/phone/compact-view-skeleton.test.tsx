import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CompactViewSkeleton } from '@/pages/phone/compact-view-skeleton';

afterEach(() => vi.restoreAllMocks());

test('while the live view loads, one status says so; the frame is hidden from screen readers', () => {
  render(<CompactViewSkeleton />);
  expect(screen.getByRole('status')).toHaveAccessibleName('');
  expect(screen.getByText('Loading the live view…')).toBeInTheDocument();
  // No controls yet: nothing to press before the real view is there.
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.getByText('LIVE').closest('[aria-hidden="true"]')).not.toBeNull();
});

test('offline, it says the view will load when the connection is back', () => {
  let online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  render(<CompactViewSkeleton />);
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(screen.queryByText('Loading the live view…')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/offline/i);
  expect(screen.getByText('OFFLINE')).toBeInTheDocument();
  expect(screen.getByText('Waiting for a connection…')).toBeInTheDocument();
});
