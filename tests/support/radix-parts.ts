import { beforeAll } from 'vitest';

/**
 * Loads the Radix select and tooltip before this file's tests. The app loads them on demand; a test
 * that opens a select or a tooltip would otherwise pay for their first import inside its own time,
 * which on a busy 2-core machine can be seconds. Files that use neither skip the cost.
 */
export function preloadRadixParts(): void {
  beforeAll(async () => {
    await Promise.all([
      import('@/components/ui/select-radix'),
      import('@/components/ui/tooltip-radix'),
    ]);
  });
}
