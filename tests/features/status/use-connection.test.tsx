import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { useConnection } from '@/features/status/use-connection';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

afterEach(() => {
  vi.restoreAllMocks();
  // Back online for the next test (TanStack Query keeps its own online state from these events).
  act(() => void window.dispatchEvent(new Event('online')));
});

function State() {
  return <p>{useConnection()}</p>;
}

test('live while the browser is online and the status check answers', async () => {
  renderWithApp(<State />);
  expect(screen.getByText('live')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.getByText('live')).toBeInTheDocument();
});

test('offline as soon as the browser is', () => {
  let online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  renderWithApp(<State />);
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(screen.getByText('offline')).toBeInTheDocument();
});

test('offline when the status check failed, though the browser is online', async () => {
  server.use(http.get('*/api/system-status', () => HttpResponse.json({ status: 'operational' })));
  renderWithApp(<State />);
  expect(await screen.findByText('offline')).toBeInTheDocument();
});
