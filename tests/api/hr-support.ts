import { sql } from 'kysely';
import { expect } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import { startReactor } from '../../reactors/engine/start';
import { ledgerFollowsEvents } from '../../reactors/ledger-follows-events';
import { untilAllEventsVisible } from '../support/events';
import { collectingLog } from './consignment-support';
import { useOrdersApi } from './orders-support';

// HR's command routes (issue 19) on a fresh database, the shop's clock pinned to Thursday 2026-01-15,
// 10:00 in New York (orders-support): an HR manager, an accountant, a cashier with an account of their
// own, a hire's body, and the ledger reactor run to the end when a test wants the books.

export const hourly = (over: Record<string, unknown> = {}) => ({
  name: 'Ana Cajera',
  position: 'Cajera',
  hireDate: '2025-11-01',
  payType: 'hourly',
  hourlyRate: 15.5,
  weeklyHours: 30,
  emergencyContact: { name: 'Rosa Cajera', phone: '+1 305 555 0199', relationship: 'Madre' },
  ...over,
});

export function useHr(prefix: string) {
  const { ordersApi, token } = useOrdersApi(prefix);
  const hrManager = token('hr', 'hr-1');
  const accountant = token('accounting', 'accountant-1');

  async function hr() {
    const api = await ordersApi();
    const { app, database, store } = api;
    const post = (url: string, body: object, who = hrManager) => api.post(url, body, who);
    const patch = (url: string, payload: object, who = hrManager) =>
      app.inject({ method: 'PATCH', url, payload, headers: { authorization: `Bearer ${who}` } });
    const countEvents = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from events`.execute(database.db)).rows[0]!.n);
    /** The refusal's status and code, and that it appended nothing. */
    const refused = async (send: () => Promise<{ statusCode: number; json(): unknown }>) => {
      const before = await countEvents();
      const res = await send();
      expect(await countEvents()).toBe(before);
      return { status: res.statusCode, ...(res.json() as { code?: string; detail: string }) };
    };
    const hire = async (body: object) => {
      const res = await post('/api/hr/employees', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    /** HR records a past shift: a clock-in and a clock-out at stated times, with a reason. */
    const pastShift = async (employeeId: string, start: string, end: string) => {
      for (const [direction, at] of [
        ['in', start],
        ['out', end],
      ] as const) {
        const res = await post(`/api/hr/employees/${employeeId}/clock-${direction}`, { at, reason: 'Parte en papel' });
        expect(res.statusCode, res.body).toBe(201);
      }
    };
    /** The ledger reactor from the start of the store to its end, as the worker runs it. */
    async function postToLedger() {
      const deps = {
        handler: app.commands,
        results: new CommandResults(database.db),
        store,
        db: database.db,
        pool: database.pool,
        log: collectingLog(),
      };
      const runner = startReactor(deps, ledgerFollowsEvents, { retryMs: 20, lockRetryMs: 50 });
      await untilAllEventsVisible(database.db);
      await runner.caughtUp();
      await runner.stop();
    }
    return { ...api, post, patch, countEvents, refused, hire, pastShift, postToLedger };
  }
  return { hr, token, hrManager, accountant };
}
