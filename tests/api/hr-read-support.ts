import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { ACCOUNTS, credit, debit, ledgerStream } from '../../domain/accounting';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore } from '../../infra/event-store/port';
import { prepareProjections } from '../../projections/registry';
import { buildReadApi } from '../../read-api/app';
import { testEvent } from '../support/events';
import { openInventoryShop } from './inventory-shop';
import { config } from './read-fixtures';
import { catchUp } from '../support/catch-up';

// HR's history as its streams will hold it (domain/hr/DESIGN.md), appended raw with the actor and
// time a test chooses (the write side is built beside this suite), on the inventory test shop (store,
// audit and users read models), with the hr read model and a read-api whose clock the test fixes.

export const HR_MODELS = ['audit', 'users', 'hr', 'ledger'] as const;
/** Thursday 5 February 2026, 15:00 in the shop's default zone (America/New_York, UTC−5). */
export const NOW = new Date('2026-02-05T20:00:00.000Z');

export interface Who {
  actor: string;
  at: string;
  roles?: string[];
}

export async function openHrShop(prefix: string) {
  const shop = await openInventoryShop(prefix);
  const apps: FastifyInstance[] = [];

  async function append(stream: string, type: string, data: unknown, who: Who) {
    const actor = { userId: who.actor, roles: who.roles ?? ['hr'] };
    await shop.store.appendToStream(stream, [testEvent(type, data, { actor, occurredAt: who.at })], {
      expected: 'any',
    });
    const events = await shop.store.readStream(stream);
    return events[events.length - 1]!;
  }

  const employee = (id: string) => `employee-${id}`;
  const run = (id: string) => `payroll-run-${id}`;
  const hr = (at: string): Who => ({ actor: 'u-hr', at });

  const hrEvents = {
    hire: (employeeId: string, details: Record<string, unknown>, at: string) =>
      append(employee(employeeId), 'EmployeeHired', { employeeId, hiredAt: at, ...details }, hr(at)),
    update: (employeeId: string, details: Record<string, unknown>, at: string) =>
      append(employee(employeeId), 'EmployeeUpdated', { employeeId, updatedAt: at, ...details }, hr(at)),
    status: (employeeId: string, status: string, effectiveOn: string, reason: string, at: string) =>
      append(
        employee(employeeId),
        'EmployeeStatusChanged',
        { employeeId, status, effectiveOn, reason, changedAt: at },
        hr(at),
      ),
    start: (employeeId: string, shiftId: string, at: string, by = 'self', reason: string | null = null) =>
      append(employee(employeeId), 'ShiftStarted', { employeeId, shiftId, at, by, reason }, hr(at)),
    end: (employeeId: string, shiftId: string, at: string, by = 'self', reason: string | null = null) =>
      append(employee(employeeId), 'ShiftEnded', { employeeId, shiftId, at, by, reason }, hr(at)),
    correct: (employeeId: string, shiftId: string, start: string, end: string, reason: string) =>
      append(employee(employeeId), 'ShiftCorrected', { employeeId, shiftId, start, end, reason }, hr(end)),
    draft: (runId: string, periodStart: string, periodEnd: string, lines: unknown[], at: string) =>
      append(run(runId), 'PayrollRunDrafted', { runId, periodStart, periodEnd, lines, draftedAt: at }, hr(at)),
    adjust: (runId: string, employeeId: string, kind: string, amountCents: number, reason: string, at: string) =>
      append(
        run(runId),
        'PayrollAdjustmentAdded',
        { runId, adjustmentId: randomUUID(), employeeId, kind, amountCents, reason },
        hr(at),
      ),
    approve: (runId: string, at: string) =>
      append(run(runId), 'PayrollRunApproved', { runId, approvedAt: at, approvedBy: 'u-hr' }, hr(at)),
    pay: (runId: string, data: Record<string, unknown>, at: string) =>
      append(run(runId), 'PayrollRunPaid', { runId, ...data, paidAt: at }, hr(at)),
    discard: (runId: string, reason: string, at: string) =>
      append(run(runId), 'PayrollRunDiscarded', { runId, reason, discardedAt: at }, hr(at)),
  };

  /** The ledger's entry for a paid run, as the posting reactor makes it: wages against the bank. */
  async function postEntryFor(eventId: string, runId: string, day: string, cents: number) {
    const entryId = randomUUID();
    const data = {
      entryId,
      month: day.slice(0, 7),
      date: day,
      postedOn: day,
      description: 'Nómina',
      lines: [debit(ACCOUNTS.utilities, cents), credit(ACCOUNTS.bank, cents)],
      source: { kind: 'event', eventId, streamId: run(runId), position: '1', type: 'PayrollRunPaid' },
      totalCents: cents,
    };
    await shop.store.appendToStream(ledgerStream(data.month), [testEvent('JournalEntryPosted', data)], {
      expected: 'any',
    });
    return entryId;
  }

  /** Every hr table as text, row by row, in one order: what a replay or a rebuild must leave alike. */
  async function hrRows() {
    const tables = ['hr_employees', 'hr_shifts', 'hr_payroll_runs', 'hr_payroll_lines', 'hr_payroll_adjustments'];
    const out: Record<string, string[]> = {};
    for (const t of tables) {
      const { rows } = await sql<{ t: string }>`select x::text as t from ${sql.table(t)} x order by 1`.execute(shop.db);
      out[t] = rows.map((r) => r.t);
    }
    return out;
  }

  async function app(now = NOW) {
    const built = await buildReadApi({
      db: shop.db,
      store: shop.store,
      pool: shop.pool,
      config,
      options: { consistency: { timeoutMs: 2000, pollMs: 50 }, accounts: 'trust-token', now: () => now },
    });
    apps.push(built);
    return built;
  }

  return {
    ...shop,
    append,
    hr: hrEvents,
    postEntryFor,
    hrRows,
    app,
    project: (batchSize = 50) => shop.project(batchSize, HR_MODELS),
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await shop.close();
    },
  };
}

export type HrShop = Awaited<ReturnType<typeof openHrShop>>;

/** The hr read models of another suite's database (the command side's), built by the runner's batch path. */
export async function projectInto(db: Kysely<AppDatabase>, store: EventStore) {
  await prepareProjections(db);
  await catchUp(db, store, HR_MODELS);
}

/** GET as a caller, expecting a status; the answers are read loose (the assertions check their shape). */
export function readerOf(app: () => FastifyInstance, as: Record<string, string>) {
  const get = async (url: string, headers: Record<string, string> = as, status = 200) => {
    const res = await app().inject({ url, headers });
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json = async <T = Record<string, any>>(url: string, headers?: Record<string, string>, status?: number) =>
    (await get(url, headers, status)).json() as T;
  return { get, json };
}
