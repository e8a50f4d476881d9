/** English words of the app section (see TRANSLATING.md for each key's context). */
export const app = {} as const;
