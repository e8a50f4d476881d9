/** A part of a list entry's detail line: our words, or the feed's own (`feed`, kept as sent). */
export type DetailPart = string | { feed: string };

/** The feed's words, or nothing when it gave none. */
export const fromFeed = (text: string): DetailPart => (text ? { feed: text } : '');
