/**
 * What `virtual:pwa-register` resolves to in tests (vitest.config.ts): the PWA plugin that makes the
 * real module runs only in builds. A test of the registration mocks it with `vi.mock`.
 */
export function registerSW(): never {
  throw new Error('virtual:pwa-register is build-only: mock it with vi.mock in the test');
}
