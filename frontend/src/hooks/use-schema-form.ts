import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/lib/problem';

/** A changed field's path and the paths above it ('reference.id' → reference.id, reference): a message
 * set on the group (the schema's `reference`, the server's `items`) is about the field too. */
export const pathsAbove = (name: string): string[] =>
  name.split('.').map((_, i, parts) => parts.slice(0, parts.length - i).join('.'));

/**
 * A form checked by a schema of the domain (or one derived from it) before any request: the same
 * rules and Spanish messages as the server. As before the forms moved to react-hook-form, a form is
 * checked when it is sent, not while typing, and the server's field messages (problem+json
 * `errors[]`) show under the same fields. A field's message — the schema's or the server's — goes
 * as soon as the person edits that field ("Indique el nombre…" no longer stays under a name
 * typed in): it comes back only if still true when the form is sent again.
 */
export function useSchemaForm<Values extends FieldValues, Body>(
  schema: z.ZodType<Body, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const form = useForm<Values, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { subscribe, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        // Only the person's edits (type 'change'), not the values the code writes in.
        callback: ({ name, type }) => {
          if (name && type === 'change') clearErrors(pathsAbove(name) as Path<Values>[]);
        },
      }),
    [subscribe, clearErrors],
  );
  return {
    ...form,
    /** The message for a field (a body path such as `reference.id`), if it has one. */
    errorOf: (path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message,
    /** The server's refusal: its field messages under their fields (`pathOf` names a body path as the form does). */
    showServerErrors: (error: unknown, pathOf: (path: string) => string = (path) => path) => {
      for (const [path, message] of Object.entries(fieldErrorsOf(error)))
        form.setError(pathOf(path) as Path<Values>, { message });
    },
    /** Clears the messages at these paths (body paths, not only field names). */
    forget: (...paths: string[]) => form.clearErrors(paths as Path<Values>[]),
  };
}
