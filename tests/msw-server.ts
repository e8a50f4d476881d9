import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from '@/mocks/handlers';

/** The demo API for unit and component tests; override one handler with `server.use(...)`. */
export const server = setupServer(...handlers);

/**
 * Answers this test file's requests from the demo API, failing on any request it has no handler
 * for. Component tests get it from tests/setup.ts; a node test that fetches calls it itself.
 */
export function answerFromDemoApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
