// Form text to body values.
export { numberOrUndefined } from '@/lib/problem';

/** One value per line (image URLs), blanks dropped. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
