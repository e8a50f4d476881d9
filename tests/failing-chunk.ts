/** How many more downloads of a mocked chunk fail; set by the test. */
export interface ChunkFailures {
  failures: number;
}

/**
 * The module `actual` as a code chunk that fails to download `chunk.failures` more times: reading
 * its export `name` throws the browser's error, as a failed dynamic import rejects.
 */
export function failingChunk(actual: Record<string, unknown>, name: string, chunk: ChunkFailures) {
  return {
    get [name]() {
      if (chunk.failures > 0) {
        chunk.failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return actual[name];
    },
  };
}
