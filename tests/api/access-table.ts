import { ROLES } from '../../domain/identity';
import { accessAllows } from '../../infra/http/auth';
import type { DeclaredRoute } from '../../infra/http/route-access';

// The access table of docs/areas/access.md (issue 38): every route of both APIs × the eleven callers (no token, and
// each of the ten roles alone), written from the routes' own `config.access`. The role matrix
// (role-matrix.test.ts) compares it with that copy and with what the APIs answer, so the
// table, the declarations and the answers cannot drift apart.

export const CALLERS = ['anonymous', ...ROLES] as const;
export const TABLE_START =
  '<!-- access-table:start (generated: UPDATE_ACCESS_TABLE=1 npx vitest run tests/api/role-matrix.test.ts) -->';
export const TABLE_END = '<!-- access-table:end -->';

const YES = '✓';
const NO = '·';

/** Whether each caller passes the route's access: a token-less call only a public route. */
export function callersAllowed(route: DeclaredRoute): boolean[] {
  const { access } = route;
  return CALLERS.map((caller) => {
    if (!access) return false; // refused to all (useAuthorization fails closed)
    if (access === 'public') return true;
    return caller !== 'anonymous' && accessAllows({ roles: [caller] }, access);
  });
}

interface Row {
  methods: string[];
  url: string;
  allowed: boolean[];
}

/**
 * One line per path and answer: methods of one path that answer the same callers share a line
 * (`GET, PATCH /api/profile`); HEAD, Fastify's echo of each GET, is left out.
 */
function rowsOf(routes: DeclaredRoute[]): Row[] {
  const rows = new Map<string, Row>();
  for (const route of routes) {
    if (route.method === 'HEAD') continue;
    const allowed = callersAllowed(route);
    const key = `${route.url} ${allowed.join()}`;
    const row = rows.get(key) ?? { methods: [], url: route.url, allowed };
    if (!row.methods.includes(route.method)) row.methods.push(route.method);
    rows.set(key, row);
  }
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  for (const row of rows.values()) row.methods.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  // Code-point order, not localeCompare: the same lines whatever the machine's locale.
  const key = (r: Row) => `${r.url} ${order.indexOf(r.methods[0]!)}`;
  return [...rows.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The table as Markdown, between its markers. */
export function accessTable(routes: DeclaredRoute[]): string {
  const head = `| route | ${CALLERS.join(' | ')} |`;
  const rule = `|---|${CALLERS.map(() => ':-:').join('|')}|`;
  const lines = rowsOf(routes).map(
    (r) => `| \`${r.methods.join(', ')} ${r.url}\` | ${r.allowed.map((a) => (a ? YES : NO)).join(' | ')} |`,
  );
  return [TABLE_START, head, rule, ...lines, TABLE_END].join('\n');
}

/** The table as the document has it now (markers included), or undefined. */
export function tableIn(doc: string): string | undefined {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  return start < 0 || end < start ? undefined : doc.slice(start, end + TABLE_END.length);
}

/** The document with its table replaced by `table` (it must already have the markers). */
export function withTable(doc: string, table: string): string {
  const now = tableIn(doc);
  if (now === undefined) throw new Error(`docs/areas/access.md has no ${TABLE_START} … ${TABLE_END} section`);
  return doc.replace(now, table);
}

/** The lines of one table missing from the other, for a failure that names the routes. */
export function tableDifference(want: string, have: string | undefined): { missing: string[]; extra: string[] } {
  const a = want.split('\n');
  const b = (have ?? '').split('\n');
  return { missing: a.filter((l) => !b.includes(l)), extra: b.filter((l) => !a.includes(l)) };
}
