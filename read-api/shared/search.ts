/** Control characters (below U+0020) join the fields of a search_text, so a search drops them. */
const withoutControls = (s: string) => [...s].filter((c) => c.charCodeAt(0) >= 0x20).join('');

/** `s` as literal text inside a `like` pattern: % _ and backslash match themselves. */
const literal = (s: string) => withoutControls(s).replace(/[\\%_]/g, '\\$&');

/** A `like` pattern matching `s` anywhere. */
export const likePattern = (s: string) => `%${literal(s)}%`;

/** A `like` pattern matching what begins with `s`. */
export const prefixPattern = (s: string) => `${literal(s)}%`;
