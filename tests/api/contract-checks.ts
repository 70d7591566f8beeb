import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './contract-calls';

// What the conformance run (contract-conformance.test.ts) holds every answer to, and where it keeps
// what broke: section 7 of the contract, with the exceptions the spec itself makes.

/**
 * The spec's account routes (sign-in, registration, sign-out, profile, passwords) answer its own shape,
 * { success, message?, data?, error? }, in success and in error; every other route answers errors as
 * problem+json and commands as { id, revision, position }.
 */
export const SPEC_SHAPED =
  /^(POST|PATCH) \/api\/(api\/ecommerce\/auth\/login|auth\/(login|register|logout|logout-all|me|change-password|password-reset\/\w+)|profile)$/;
/** A 503 the shop means (a feature switched off, a read model behind or stopped, the database away), with its problem. */
const MEANT_503 = new Set(['FEATURE_DISABLED', 'READ_MODEL_BEHIND', 'READ_MODEL_FAULTED', 'DATABASE_UNAVAILABLE']);
/** Writes that are not commands on a resource: a renewed token, a websocket ticket, the operators' and the bot's read-side work. */
export const ANSWERS_NO_COMMAND = /^\/api\/(auth\/session\/renew|ws\/ticket|ops\/|bot\/)/;

export const specShaped = (op: Operation) => SPEC_SHAPED.test(`${op.method} ${op.route}`);

const isProblem = (res: LightMyRequestResponse) =>
  String(res.headers['content-type']).startsWith('application/problem+json');

/** The calls made and what broke: per test (`current`), and over the run for its summary line. */
export class Deviations {
  current: string[] = [];
  calls = 0;
  private earlier = 0;

  /** A new test starts with nothing found. */
  next(): void {
    this.earlier += this.current.length;
    this.current = [];
  }

  get total(): number {
    return this.earlier + this.current.length;
  }

  add(deviation: string): void {
    this.current.push(deviation);
  }

  /** What any answer must be: never a 5xx the shop does not mean; an error as problem+json. */
  judge(op: Operation, what: string, res: LightMyRequestResponse): void {
    this.calls++;
    const name = `${op.method} ${op.route} (${what})`;
    const meant = res.statusCode === 503 && isProblem(res) && MEANT_503.has((res.json() as { code: string }).code);
    if (res.statusCode >= 500 && !meant) this.add(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    else if (res.statusCode >= 400 && !isProblem(res) && !specShaped(op))
      this.add(`${name}: ${res.statusCode} without problem+json`);
  }
}
