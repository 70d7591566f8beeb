import type { Kysely } from 'kysely';
import { MAX_PERIOD_DAYS, payrollOverlap, payrollRunDecider, payrollRunStream, periodDays } from '../../domain/hr';
import { addDays } from '../../domain/shared/dates';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { CommandHandler } from '../../application/handler';
import { KeyReservations, withReservedKeys, type ReservedKey } from '../../application/key-reservations';

// Issue 38: two payroll runs that are not discarded never share a day, or a day could be paid twice.
// A run cannot see the other runs' streams, so each day of its period is reserved for it in
// payroll_period_days before its draft is sent, as partner_keys reserves an RFC
// (command-api/key-reservations.ts): the primary key lets one run hold a day, so of two overlapping
// drafts sent at once one gets every shared day and the other is refused at the first (days are
// claimed in calendar order, so they cannot each hold half). A discarded run gives its days back.

type DayKey = ReservedKey<'day'>;

/**
 * Every day of the period, first to last. A period longer than a run may be reserves nothing: the
 * draft's decide() refuses it (400) before anything is appended, and it must not hold days meanwhile.
 */
function daysOf(periodStart: string, periodEnd: string): DayKey[] {
  if (!(periodDays(periodStart, periodEnd) <= MAX_PERIOD_DAYS)) return []; // NaN too: not a period
  const days: DayKey[] = [];
  for (let day = periodStart; day <= periodEnd; day = addDays(day, 1)) days.push({ kind: 'day', key: day, given: day });
  return days;
}

export class PayrollPeriods {
  private readonly keys: KeyReservations<'day'>;

  constructor(
    db: Kysely<AppDatabase>,
    private readonly handler: CommandHandler,
  ) {
    // The events decide who holds a day: a run that exists, is not discarded, and whose period has it.
    this.keys = new KeyReservations(db, { table: 'payroll_period_days', owner: 'run_id' }, async (runId, k) => {
      const { state } = await this.run(runId);
      const live = state.status !== 'none' && state.status !== 'discarded';
      return live && state.periodStart <= k.key && k.key <= state.periodEnd;
    });
  }

  /** Runs the draft of `runId` with every day of its period reserved for it; 409 naming the run it overlaps. */
  withPeriod<T>(runId: string, periodStart: string, periodEnd: string, send: () => Promise<T>): Promise<T> {
    const taken = async (k: DayKey) => {
      const holder = (await this.keys.holderOf(k)) ?? runId;
      const { state } = await this.run(holder);
      // A holder with no events yet is a draft being sent right now: named by its id alone.
      return payrollOverlap(holder, state.status === 'none' ? undefined : state);
    };
    return withReservedKeys(this.keys, runId, daysOf(periodStart, periodEnd), taken, send);
  }

  /** After a discard landed: its days go back, so the period (or one overlapping it) can be drafted. */
  async release(runId: string): Promise<void> {
    await this.keys.releaseUnheld(runId, await this.keys.keysOf(runId, 'day'));
  }

  private run(runId: string) {
    return this.handler.load(payrollRunDecider, payrollRunStream(runId));
  }
}
