/**
 * The order of one round of a bench that interleaves builds: their indices turned by `round`
 * (0 1 2, 1 2 0, 2 0 1…), so each build takes each place equally often. On this machine the later
 * build of a round measured slower: of the same two builds, the second was slower in 15 rounds of
 * 16, and once swapped in 7 of 8.
 */
export const roundOrder = (count: number, round: number): number[] =>
  Array.from({ length: count }, (_, turn) => (turn + round) % count);
