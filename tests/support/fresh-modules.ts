import { vi } from 'vitest';

// The first setup file of the projects whose files share a worker (vitest.config.ts): each file
// evaluates every module anew, since the app keeps caches, stores and the language in module state.
vi.resetModules();
