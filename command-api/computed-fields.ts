import { DomainError, toCents, toPesos, type Command, type Decider, type DomainEvent } from '../domain/shared';

// ARCHITECTURE 7: a body may carry a field the server computes (a total, a status, the agreed price
// of a sale line, the client's name) or repeat the route's id; it must then say what the server
// says. Compared here, where the server has its figures, before anything is appended: a mismatch
// is a 400 naming each field and the value it must have. Money is compared in centavos.

/** One field as sent, against the server's value; `undefined` when the body did not send it. */
export interface ComputedField {
  path: string;
  matches: boolean;
  /** The server's value as the message shows it. */
  expected: string;
  /** Why the body cannot choose it. */
  because: string;
}

type Sent<T> = T | null | undefined;
const BY_SERVER = 'calculado por el servidor';

export const formatCents = (cents: number) => toPesos(cents).toFixed(2);

/** An amount in pesos (≤ 2 decimals, checked by the schema) against the server's centavos. */
export function amountField(path: string, sent: Sent<number>, expectedCents: number): ComputedField | undefined {
  if (sent === undefined || sent === null) return undefined;
  return {
    path,
    matches: toCents(sent) === expectedCents,
    expected: formatCents(expectedCents),
    because: BY_SERVER,
  };
}

/** A percentage with one decimal (a commission) against the server's tenths of a percent. */
export function percentField(path: string, sent: Sent<number>, expectedTenths: number): ComputedField | undefined {
  if (sent === undefined || sent === null) return undefined;
  return {
    path,
    matches: Math.round(sent * 10) === expectedTenths,
    expected: String(expectedTenths / 10),
    because: BY_SERVER,
  };
}

/** Anything else the server decides (a status, a count, a name): equal or refused. */
export function valueField<T extends string | number>(
  path: string,
  sent: Sent<T>,
  expected: T,
): ComputedField | undefined {
  if (sent === undefined || sent === null) return undefined;
  return { path, matches: sent === expected, expected: String(expected), because: BY_SERVER };
}

/** The route's id repeated in the body (`agreementId` on …/agreements/:id/sales). */
export function pathIdField(path: string, sent: Sent<string>, routeId: string): ComputedField | undefined {
  if (sent === undefined || sent === null) return undefined;
  return {
    path,
    matches: sent.toLowerCase() === routeId.toLowerCase(),
    expected: routeId,
    because: 'el identificador de la ruta',
  };
}

/** Refuses the request (400, nothing appended) when a field sent differs from the server's. */
export function checkComputed(fields: (ComputedField | undefined)[]): void {
  const wrong = fields.filter((f): f is ComputedField => f !== undefined && !f.matches);
  if (wrong.length === 0) return;
  const errors = wrong.map((f) => ({ path: f.path, message: `Debe ser ${f.expected} (${f.because})` }));
  const detail = `Valores que no puede fijar la solicitud: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}.`;
  throw new DomainError('COMPUTED_FIELD_MISMATCH', 'validation', detail, errors);
}

/**
 * The decider with a check of what it decided, run on every attempt on the state of that attempt —
 * so a figure that depends on the aggregate (a sale capped at what remains) is compared with the
 * very events that would be appended, and a refusal appends nothing.
 */
export function checkingDecisions<C extends Command, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  check: (events: E[], before: S) => void,
): Decider<C, E, S> {
  return {
    ...decider,
    decide: (command, state) => {
      const events = decider.decide(command, state);
      check(events, state);
      return events;
    },
  };
}
