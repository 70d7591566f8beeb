import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

// The server's refusals are problem+json: `detail` says what went wrong, `errors[]` names the
// fields. Forms show field messages next to the field and the rest in the toast.
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: { path?: string; message?: string }[] } | undefined)?.errors ?? [];
  const out: FieldErrors = {};
  for (const e of errors) if (e.path && e.message && !out[e.path]) out[e.path] = e.message;
  return out;
}

/** "Error al agregar producto: Ya existe un producto con el SKU X." — the spec's text, then the server's reason. */
export function failureText(prefix: string, error: unknown): string {
  const detail = error instanceof Error ? error.message : '';
  return detail && detail !== prefix ? `${prefix}: ${detail}` : prefix;
}

/** The same messages as the server, before any request: the domain's zod schema run on the form. */
export function validate<T extends z.ZodType>(
  schema: T,
  body: unknown,
): { ok: true; data: z.output<T> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '(body)';
    if (!errors[path]) errors[path] = issue.message;
  }
  return { ok: false, errors };
}

/** '' → undefined, else the number typed (NaN stays NaN so the schema names the field). */
export const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
