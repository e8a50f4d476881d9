/**
 * The option a search typed on a closed select picks, as Radix's select trigger does: options are
 * searched from the chosen one onwards, wrapping round; a single letter skips the chosen option, so
 * typing it again cycles through the options it starts; a letter held down ("mmm") counts as one.
 * Case is ignored. Undefined when nothing else matches.
 */
export function typeaheadPick<T extends { label: string }>(
  options: readonly T[],
  chosen: T | undefined,
  search: string,
): T | undefined {
  const repeated = search.length > 1 && Array.from(search).every((char) => char === search[0]);
  const wanted = (repeated ? search.slice(0, 1) : search).toLowerCase();
  if (wanted === '') return undefined;
  const start = chosen ? Math.max(options.indexOf(chosen), 0) : 0;
  const wrapped = [...options.slice(start), ...options.slice(0, start)];
  const candidates = wanted.length === 1 ? wrapped.filter((option) => option !== chosen) : wrapped;
  const found = candidates.find((option) => option.label.toLowerCase().startsWith(wanted));
  return found === chosen ? undefined : found;
}
