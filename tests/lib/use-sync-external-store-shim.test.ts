// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import * as React from 'react';
import { expect, test } from 'vitest';
import { useSyncExternalStore } from '@/lib/use-sync-external-store-shim';

test('it is React’s own hook, not a copy', () => {
  expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
});

test('the module wouter imports is the one the build aliases to this file', async () => {
  const wouter = readFileSync(
    join(process.cwd(), 'node_modules/wouter/src/use-sync-external-store.js'),
    'utf8',
  );
  expect(wouter).toContain('"use-sync-external-store/shim/index.js"');
  // vitest resolves with the same aliases as the build (src/build/resolve-aliases.ts).
  const specifier = 'use-sync-external-store/shim/index.js';
  const resolved = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
  // The package's own shim is CommonJS (it would bring a `default`); this file exports the hook only.
  expect(Object.keys(resolved)).toEqual(['useSyncExternalStore']);
  expect(resolved.useSyncExternalStore).toBe(React.useSyncExternalStore);
});

test('a component reads the store and follows its changes', () => {
  let value = 1;
  const listeners = new Set<() => void>();
  const store = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
  };
  const { result, unmount } = renderHook(() => useSyncExternalStore(store.subscribe, store.get));
  expect(result.current).toBe(1);
  act(() => {
    value = 2;
    for (const listener of listeners) listener();
  });
  expect(result.current).toBe(2);
  unmount();
  expect(listeners.size).toBe(0);
});
