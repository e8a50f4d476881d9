/**
 * Stands in (build only, vite.config.ts) for the two parts of TanStack Query's core that the app
 * never runs but its QueryClient imports: mutations (`mutation.js`; the app sends no writes) and
 * the infinite-query behaviour (`infiniteQueryBehavior.js`; no query is infinite). About 1.4 KB
 * gzip of a phone's first download. Each throws if it is ever reached, rather than misbehaving.
 */
const unused = (what: string): never => {
  throw new Error(`${what} is not part of this build (src/lib/query-core-unused.ts)`);
};

export class Mutation {
  constructor() {
    unused('A mutation');
  }
}

export const getDefaultState = (): never => unused('A mutation');
export const infiniteQueryBehavior = (): never => unused('An infinite query');
export const hasNextPage = (): never => unused('An infinite query');
export const hasPreviousPage = (): never => unused('An infinite query');
