import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { shopClockAt } from '../../domain/delivery';
import type { Permission, Role, RouteRule } from '../../domain/identity';
import { SYNC_TABLES, syncChangesQuery, type SyncTable } from '../../domain/sync/changes';
import { SyncChangesPage } from '../../domain/sync/responses';
import type { EventStore, Position } from '../../infra/event-store/port';
import { accessAllows } from '../../infra/http/auth';
import type { Principal } from '../../infra/auth/jwt';
import { problem, sendProblem, type Problem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { beyondHead, isPosition } from '../../infra/http/positions';
import type { LateClock } from '../delivery';
import { useReadModelErrors } from '../shared/read-model-errors';
import { shopTimeZone } from '../shared/shop-settings';
import { changesPage } from './queries/changes';
import { decodeCursor, type SnapshotCursor } from './query-schemas';
import { snapshotPage } from './queries/snapshot';
import { SYNC_TABLE_READERS, type SyncScope } from './queries/tables';

export interface SyncRouteDeps {
  db: Kysely<ReadModels>;
  store: Pick<EventStore, 'readAll' | 'comparePositions' | 'headPosition' | 'readStream'>;
  /** The read side's clock (tests fix it): the deliveries' `late`, as their list judges it. */
  now?: () => Date;
}

/**
 * Anyone who may read one of the tables opens the route (the rules of their list routes together);
 * each table asked for is then checked against its own list route's rule (readableTables).
 */
const ANY_TABLE: RouteRule = {
  roles: [...new Set(SYNC_TABLES.flatMap((t) => ruleOf(t).roles ?? []))],
  permissions: [...new Set(SYNC_TABLES.flatMap((t) => ruleOf(t).permissions ?? []))],
};
function ruleOf(table: SyncTable): { roles?: readonly Role[]; permissions?: readonly Permission[] } {
  const { access } = SYNC_TABLE_READERS[table];
  return typeof access === 'object' ? access : { permissions: [access] };
}

const mayRead = (principal: Principal, table: SyncTable) => accessAllows(principal, SYNC_TABLE_READERS[table].access);
/** `tables` left out: every table the caller may read, in SYNC_TABLES' order. */
const readableBy = (principal: Principal) => SYNC_TABLES.filter((t) => mayRead(principal, t)).join(',');
const isSyncTable = (name: string): name is SyncTable => (SYNC_TABLES as readonly string[]).includes(name);

/**
 * A table named that the caller may not read is a 403 before the query is validated (issue 39): the
 * shape of a query is told only to those who may send it. Unknown names are left to the validation.
 */
async function readableTables(req: FastifyRequest, reply: FastifyReply) {
  const asked = (req.query as { tables?: unknown }).tables;
  if (typeof asked !== 'string') return;
  const denied = asked
    .split(',')
    .map((n) => n.trim())
    .find((n) => isSyncTable(n) && !mayRead(req.principal!, n));
  if (denied === undefined) return;
  const detail = `No tienes permiso para leer la tabla ${denied}.`;
  return sendProblem(reply, problem(403, 'FORBIDDEN', detail, [{ path: 'tables', message: denied }]));
}

const badInput = (code: string, path: string, detail: string, message: string): Problem =>
  problem(400, code, detail, [{ path, message }]);

/** `tables` as SYNC_TABLES, in the order asked; a Problem for an unknown or repeated name. */
function tablesOf(text: string): SyncTable[] | Problem {
  const names = text.split(',').map((n) => n.trim());
  const unknown = names.find((n) => !isSyncTable(n));
  if (unknown !== undefined) {
    const detail = `tables: "${unknown.slice(0, 40)}" no es una tabla sincronizable (${SYNC_TABLES.join(', ')}).`;
    return badInput('INVALID_TABLES', 'tables', detail, 'tabla desconocida');
  }
  if (new Set(names).size !== names.length) {
    return badInput('INVALID_TABLES', 'tables', 'tables: cada tabla se pide una sola vez.', 'tabla repetida');
  }
  return names as SyncTable[];
}

/**
 * Where the answer starts: a snapshot (from its start or its cursor) or the events after a position
 * (`after`, or a cursor of changes). A cursor goes on with what it was given for, whatever `after` says.
 */
async function startOf(
  store: SyncRouteDeps['store'],
  tables: readonly SyncTable[],
  after: string | undefined,
  cursorText: string | undefined,
): Promise<{ from?: Position; snapshot?: SnapshotCursor } | Problem> {
  const valid = (p: string) => isPosition(store, p);
  if (after !== undefined && !valid(after)) {
    return badInput('INVALID_POSITION', 'after', 'after no es una posición válida.', 'posición inválida');
  }
  const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText, tables, valid);
  if (cursorText !== undefined && !cursor) {
    const detail = 'cursor no es un cursor de esta consulta: vuelve a pedir sin cursor.';
    return badInput('INVALID_CURSOR', 'cursor', detail, 'cursor inválido');
  }
  if (cursor?.k === 's') return { snapshot: cursor };
  const from = cursor?.from ?? after;
  if (from === undefined) return {};
  // Only the store's own positions come back here: one past its last event was never answered.
  if (await beyondHead(store, from)) {
    const path = cursor ? 'cursor' : 'after';
    return badInput(
      'INVALID_POSITION',
      path,
      `${path} es posterior al último evento registrado.`,
      'posición no registrada',
    );
  }
  return { from };
}

export const syncReadRoutes: FastifyPluginAsyncZod<SyncRouteDeps> = async (
  app,
  { db, store, now = () => new Date() },
) => {
  useReadModelErrors(app);

  app.get(
    '/api/sync/changes',
    {
      config: { access: ANY_TABLE },
      preValidation: readableTables,
      schema: {
        summary:
          'Cambios para la copia sin conexión: sin after, todas las filas de las tablas pedidas (sin tables, las que puedes leer); con after, las que cambiaron desde esa posición',
        querystring: syncChangesQuery,
        response: { 200: SyncChangesPage },
      },
    },
    async (req, reply) => {
      const { after, cursor: cursorText, limit, images } = req.query;
      const principal = req.principal!;
      // Every table named was checked against the caller before validation (readableTables).
      const tables = tablesOf(req.query.tables ?? readableBy(principal));
      if (!Array.isArray(tables)) return sendProblem(reply, tables);
      const start = await startOf(store, tables, after, cursorText);
      if ('status' in start) return sendProblem(reply, start);
      let clock: Promise<LateClock> | undefined;
      const scope: SyncScope = {
        principal,
        images: images === 'true',
        // The shop's day is read once, and only when deliveries are sent.
        clock: () =>
          (clock ??= shopTimeZone(store).then((zone) => {
            const at = now();
            return { now: at, today: shopClockAt(at, zone).today };
          })),
      };
      if (start.from !== undefined) return changesPage({ db, store }, scope, tables, limit, start.from);
      return snapshotPage({ db, store }, scope, tables, limit, start.snapshot);
    },
  );
};
