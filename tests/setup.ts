import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// jsdom lacks pointer capture and scrollIntoView, which Radix (toast swipe, select) calls.
for (const [name, impl] of Object.entries({
  hasPointerCapture: (): boolean => false,
  setPointerCapture: (): void => undefined,
  releasePointerCapture: (): void => undefined,
  scrollIntoView: (): void => undefined,
})) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value: impl, configurable: true });
}

// findBy*/waitFor wait up to 5 s: a 2-core CI machine running the suite in parallel can be slow.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The Radix select and tooltip load on demand in the app; load them once up front here so a busy
  // machine cannot make a test wait past its timeout for the first dynamic import.
  await Promise.all([
    import('@/components/ui/select-radix'),
    import('@/components/ui/tooltip-radix'),
  ]);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
