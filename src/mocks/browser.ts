import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the demo API in the browser (dev, or a build with VITE_ENABLE_MOCKS=true). */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
