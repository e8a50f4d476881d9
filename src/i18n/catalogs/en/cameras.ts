/** English words of the cameras section (see TRANSLATING.md for each key's context). */
export const cameras = {} as const;
