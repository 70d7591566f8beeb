import { ApiError } from '@/lib/api-client';

// The server's refusals are problem+json: `detail` says what went wrong, `errors[]` names the
// fields. Forms show field messages next to the field (hooks/use-schema-form) and the rest in the toast.
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

/** '' → undefined, else the number typed (NaN stays NaN so the schema names the field). */
export const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
