import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { RouteLoading } from '@/pages/route-loading';

afterEach(() => vi.restoreAllMocks());

test('a status says the page is loading; offline, it says it will load once back online', () => {
  let online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  render(<RouteLoading />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(/^Loading…$/);
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(status).toHaveTextContent(
    "Loading…You're offline. This page will load when you're back online.",
  );
});
