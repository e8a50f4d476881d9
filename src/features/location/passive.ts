/**
 * Options for observers that only read a feed the map already polls (TanStack runs one interval
 * per observer; extra intervals would add requests).
 */
export const READ_ONLY_FEED = { refetchInterval: false, refetchOnReconnect: false } as const;
