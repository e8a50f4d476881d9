/** English words of the map section (see TRANSLATING.md for each key's context). */
export const map = {} as const;
