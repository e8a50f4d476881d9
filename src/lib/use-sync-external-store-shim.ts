/**
 * Stands in for the `use-sync-external-store` shim that wouter imports: React 19 has the hook
 * built in, so the shim's pre-React-18 fallback is only dead weight in the first download.
 */
export { useSyncExternalStore } from 'react';
