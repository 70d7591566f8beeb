// Business-rule violations: a stable code, a kind the edge maps to a status, and the spec's
// Spanish message (its i18n key is the code).
export type ErrorKind = 'validation' | 'not-found' | 'illegal-state' | 'concurrency' | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (code: string, message: string, path?: string) =>
  new DomainError(code, 'validation', message, path ? [{ path, message }] : undefined);
export const notFound = (code: string, message: string) => new DomainError(code, 'not-found', message);
export const illegalState = (code: string, message: string) => new DomainError(code, 'illegal-state', message);
export const forbidden = (code: string, message: string) => new DomainError(code, 'forbidden', message);

/** An aggregate's error constructors over its message table: the code picks the message. */
export function errorsOf<const M extends { readonly [K in keyof M]: string }>(messages: M) {
  type Code = keyof M & string;
  return {
    invalid: (code: Code, path: string) => invalid(code, messages[code], path),
    illegal: (code: Code) => illegalState(code, messages[code]),
    notFound: (code: Code) => notFound(code, messages[code]),
  };
}
