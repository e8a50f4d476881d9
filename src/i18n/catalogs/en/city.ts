/** English words of the city section (see TRANSLATING.md for each key's context). */
export const city = {} as const;
