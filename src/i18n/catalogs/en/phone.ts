/** English words of the phone section (see TRANSLATING.md for each key's context). */
export const phone = {} as const;
