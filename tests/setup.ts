import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import type * as CnModule from '@/lib/cn';
import { answerFromDemoApi } from './msw-server';
import { en } from '@/i18n/catalogs/en';
import { applyCatalog } from '@/i18n/translate';
import { liveUpdates } from '@/api/live-updates';
import { forgetServerClock } from '@/api/server-clock';
import { releaseAllHolds } from '@/api/throttle';

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

// The app's `cn` only joins class names. Here each call also asks tailwind-merge whether two of the
// classes set the same property (the stylesheet, not the class order, would then pick the winner).
vi.mock('@/lib/cn', async (importOriginal) => {
  const { cn } = await importOriginal<typeof CnModule>();
  const { twMerge } = await import('tailwind-merge');
  return {
    cn: (...inputs: Parameters<typeof cn>) => {
      const joined = cn(...inputs);
      const merged = twMerge(joined);
      const dropped = joined
        .split(/\s+/)
        .filter((name) => name && !merged.split(' ').includes(name));
      if (dropped.length > 0)
        throw new Error(`cn: conflicting classes ${dropped.join(' ')} in "${joined}"`);
      return joined;
    },
  };
});

// findBy*/waitFor wait up to 30 s (they return as soon as their condition holds): a 2-core CI machine
// running the suite beside a browser can take seconds to render a page.
configure({ asyncUtilTimeout: 30_000 });

answerFromDemoApi();
afterEach(() => {
  cleanup();
  // What a test set in module state, or a fake clock, never outlives it (a `dom` worker also runs
  // the next file in this jsdom: vitest.config.ts).
  vi.useRealTimers();
  // TanStack Query's connection and focus are module state of a package every file of a worker
  // shares (node_modules are not evaluated anew): once a test ended offline, the files after it
  // stayed offline (45 of one run), and a query of theirs that waits for the connection never ran.
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  liveUpdates.setPaused(false);
  releaseAllHolds();
  forgetServerClock();
  // A test that chose another language leaves the next one in English.
  applyCatalog('en', en);
  document.documentElement.lang = 'en';
});
