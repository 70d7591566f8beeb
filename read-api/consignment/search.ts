// Control characters go (they join the fields of search_text); % _ and backslash match literally.
export const likePattern = (s: string) => `%${s.replace(/[\u0000-\u001f]/g, '').replace(/[\\%_]/g, '\\$&')}%`;
