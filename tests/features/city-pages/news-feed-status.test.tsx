import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { NewsFeedStatus, type NewsFeedState } from '@/features/city-pages/news-feed-status';

const state = (extra: Partial<NewsFeedState>): NewsFeedState => ({
  pending: false,
  hasData: false,
  failed: false,
  retry: () => undefined,
  ...extra,
});

test('while the first answer is on its way, a status says it is loading', () => {
  render(<NewsFeedStatus feed={state({ pending: true })} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading local news…');
});

test('a first load that failed is an alert with "Try again"', async () => {
  const user = userEvent.setup();
  const retry = vi.fn();
  render(<NewsFeedStatus feed={state({ failed: true, retry })} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Local news could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

test('with data (even after a failed refresh) it says nothing: the list shows the last good news', () => {
  const { container, rerender } = render(<NewsFeedStatus feed={state({ hasData: true })} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<NewsFeedStatus feed={state({ hasData: true, failed: true })} />);
  expect(container).toBeEmptyDOMElement();
});
