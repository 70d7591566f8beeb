/** Control characters (below U+0020) join the fields of a search_text, so a search drops them. */
const withoutControls = (s: string) => [...s].filter((c) => c.charCodeAt(0) >= 0x20).join('');

/** A `like` pattern matching `s` anywhere: % _ and backslash match literally. */
export const likePattern = (s: string) => `%${withoutControls(s).replace(/[\\%_]/g, '\\$&')}%`;

/** A `like` pattern matching what begins with `s`, escaped as likePattern. */
export const prefixPattern = (s: string) => `${withoutControls(s).replace(/[\\%_]/g, '\\$&')}%`;
