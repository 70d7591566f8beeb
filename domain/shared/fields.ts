import { z } from 'zod';

// Parts the areas' HTTP body schemas share, so a text field says the same thing everywhere.

const tooLong = (max: number) => ({ error: `Máximo ${max} caracteres.` });
/** Free text, trimmed, at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max, tooLong(max));
/** Text that must not be blank; `error` names the field. */
export const required = (max: number, error: string) =>
  z.string({ error }).trim().min(1, { error }).max(max, tooLong(max));
/** An empty string read as "not given". */
export const blank = z.literal('').transform(() => undefined);
