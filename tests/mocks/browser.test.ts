import { expect, test, vi } from 'vitest';
import { handlers } from '@/mocks/handlers';

const worker = vi.hoisted(() => ({ start: vi.fn((_options?: unknown) => Promise.resolve()) }));
const setupWorker = vi.hoisted(() => vi.fn((..._handlers: unknown[]) => worker));
vi.mock('msw/browser', () => ({ setupWorker }));

const { startMockWorker } = await import('@/mocks/browser');

test('the browser worker serves exactly the demo handlers', async () => {
  await startMockWorker();
  expect(setupWorker).toHaveBeenCalledOnce();
  expect(setupWorker.mock.calls[0]).toEqual(handlers);
});

test('it lets every other request through, quietly, from the site’s base path', async () => {
  await startMockWorker();
  expect(worker.start).toHaveBeenCalledWith({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  expect(import.meta.env.BASE_URL).toMatch(/\/$/);
});

test('it resolves only once the worker has started', async () => {
  let started = false;
  worker.start.mockImplementationOnce(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          started = true;
          resolve();
        }, 0),
      ),
  );
  await startMockWorker();
  expect(started).toBe(true);
});
