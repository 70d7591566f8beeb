import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/lib/problem';

/**
 * A form checked by a schema of the domain (or one derived from it) before any request: the same
 * rules and Spanish messages as the server. As before the forms moved to react-hook-form, a form is
 * checked when it is sent, not while typing, and the server's field messages (problem+json
 * `errors[]`) show under the same fields.
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
