/** English words of the weather section (see TRANSLATING.md for each key's context). */
export const weather = {} as const;
