// Form text to body values.

/** '' → undefined, else the number typed (NaN stays NaN so the schema names the field). */
export const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** One value per line (image URLs), blanks dropped. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
