import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

/** The demo API for unit and component tests; override one handler with `server.use(...)`. */
export const server = setupServer(...handlers);
