// Whether an error means "the database cannot be reached right now" (down, restarting, shutting
// down, out of connection slots) rather than "this statement is wrong". The APIs answer the first
// 503 with Retry-After (infra/http/problem.ts): the caller may send the request again once the
// launcher has restarted the server (infra/launcher/database.ts), which takes seconds.

// The socket could not be opened or was cut.
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATE: 08xxx connection exceptions; 57P01 admin shutdown (also what a backend says when its
// postmaster was killed), 57P02 crash shutdown, 57P03 cannot connect now (starting, recovering);
// 53300 too many connections.
const SQLSTATE = /^(08|57P0[123]$|53300$)/;
// node-postgres and pg-pool say it in words only.
const MESSAGES =
  /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)/i;

const MAX_DEPTH = 5;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || err === null || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK.has(code) || SQLSTATE.test(code)) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  // Node's happy-eyeballs connect fails with an AggregateError of one error per address; wrappers keep a cause.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
