import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { payrollRunId } from '../../command-api/hr/payroll';
import { payrollRunStream } from '../../domain/hr';
import { up as enterEarlierRuns } from '../../infra/db/migrations/2026-11-29-38-payroll-period-days';
import { testEvent } from '../support/events';
import { hourly, useHr } from './hr-support';

// Issue 38: a payroll period never overlaps a run that is not discarded (or a day could be paid twice):
// 409 problem+json naming the run, nothing appended; a discarded run frees its days; two overlapping
// drafts sent at once → one 201, the rest 409; runs drafted before the rule hold their days too.

const { hr, accountant } = useHr('hr_overlap');
const draft = (periodStart: string, periodEnd: string) => ({ periodStart, periodEnd });
const overlapOf = (runId: string, from: string, to: string) => ({
  status: 409,
  code: 'PAYROLL.OVERLAP',
  detail: `El periodo se superpone con la nómina ${runId} (${from}–${to}).`,
});

describe('payroll periods never overlap', () => {
  it('refuses a period sharing a day with a paid or draft run, naming it; a discarded run frees its days', async () => {
    const shop = await hr();
    await shop.hire(hourly({ payType: 'salary', hourlyRate: undefined, monthlySalary: 2000 }));
    const december = await shop.post('/api/hr/payroll-runs', draft('2025-12-01', '2025-12-31'));
    expect(december.statusCode, december.body).toBe(201);
    expect(december.json()).toEqual({
      id: expect.any(String),
      streamId: expect.any(String),
      revision: 0,
      position: expect.any(String),
    });
    const dec = december.json().id as string;
    expect((await shop.post(`/api/hr/payroll-runs/${dec}/approve`, {})).statusCode).toBe(201);
    expect((await shop.post(`/api/hr/payroll-runs/${dec}/pay`, { method: 'bank' }, accountant)).statusCode).toBe(201);

    // The case (mid-month to mid-month beside a paid month), and one shared day at either end.
    for (const [from, to] of [
      ['2025-11-15', '2025-12-15'],
      ['2025-12-31', '2026-01-14'],
      ['2025-11-01', '2025-12-01'],
      ['2025-12-10', '2025-12-20'],
    ]) {
      const refused = await shop.refused(() => shop.post('/api/hr/payroll-runs', draft(from!, to!)));
      expect(refused, `${from}…${to}`).toMatchObject(overlapOf(dec, '2025-12-01', '2025-12-31'));
    }
    const res = await shop.post('/api/hr/payroll-runs', draft('2025-12-31', '2026-01-14'));
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([{ path: 'periodStart', message: res.json().detail }]);

    // Next to it, not over it: 201. A draft holds its days as a paid run does.
    const january = await shop.post('/api/hr/payroll-runs', draft('2026-01-01', '2026-01-14'));
    expect(january.statusCode, january.body).toBe(201);
    const jan = january.json().id as string;
    expect(
      await shop.refused(() => shop.post('/api/hr/payroll-runs', draft('2026-01-10', '2026-01-20'))),
    ).toMatchObject(overlapOf(jan, '2026-01-01', '2026-01-14'));

    // Discarded, its days are free: an overlapping period is drafted; the old one is now the overlap.
    const discarded = await shop.post(`/api/hr/payroll-runs/${jan}/discard`, { reason: 'Periodo mal elegido' });
    expect(discarded.statusCode, discarded.body).toBe(201);
    const instead = await shop.post('/api/hr/payroll-runs', draft('2026-01-10', '2026-01-20'));
    expect(instead.statusCode, instead.body).toBe(201);
    expect(
      await shop.refused(() => shop.post('/api/hr/payroll-runs', draft('2026-01-01', '2026-01-14'))),
    ).toMatchObject(overlapOf(instead.json().id, '2026-01-10', '2026-01-20'));
    // The same period again is still "already exists", not an overlap with itself.
    expect(
      await shop.refused(() => shop.post('/api/hr/payroll-runs', draft('2026-01-10', '2026-01-20'))),
    ).toMatchObject({ status: 409, code: 'PAYROLL.EXISTS' });
  });

  it('two overlapping drafts sent at once: one 201, the others 409, one run drafted', async () => {
    const shop = await hr();
    for (const month of ['2025-03', '2025-05', '2025-07', '2025-09']) {
      const periods = [draft(`${month}-01`, `${month}-20`), draft(`${month}-10`, `${month}-28`)];
      if (month === '2025-07') periods.push(draft(`${month}-20`, `${month}-31`)); // three at once
      const answers = await Promise.all(periods.map((p) => shop.post('/api/hr/payroll-runs', p)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, month).toEqual([201, ...periods.slice(1).map(() => 409)]);
      const winner = periods[answers.findIndex((a) => a.statusCode === 201)]!;
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json().detail).toMatch(/^El periodo se superpone con la nómina [0-9a-f-]{36}/);
      const drafted = [];
      for (const p of periods)
        drafted.push(...(await shop.store.readStream(payrollRunStream(payrollRunId(p.periodStart, p.periodEnd)))));
      expect(drafted.map((e) => [e.type, (e.data as { periodStart: string }).periodStart])).toEqual([
        ['PayrollRunDrafted', winner.periodStart],
      ]);
    }
  });

  it('runs drafted before the rule hold their days (the migration enters them from the events)', async () => {
    const shop = await hr();
    const drafted = (from: string, to: string) =>
      testEvent('PayrollRunDrafted', { runId: payrollRunId(from, to), periodStart: from, periodEnd: to, lines: [] });
    const october = payrollRunId('2025-10-01', '2025-10-31');
    const august = payrollRunId('2025-08-01', '2025-08-31');
    await shop.store.appendToStream(payrollRunStream(october), [drafted('2025-10-01', '2025-10-31')], {
      expected: 'no_stream',
    });
    await shop.store.appendToStream(
      payrollRunStream(august),
      [drafted('2025-08-01', '2025-08-31'), testEvent('PayrollRunDiscarded', { runId: august, reason: 'Duplicada' })],
      { expected: 'no_stream' },
    );
    await sql`drop table payroll_period_days`.execute(shop.database.db);
    await enterEarlierRuns(shop.database.db);
    const held = await sql<{ run_id: string; n: string }>`
      select run_id, count(*) as n from payroll_period_days group by run_id`.execute(shop.database.db);
    expect(held.rows).toEqual([{ run_id: october, n: '31' }]);
    expect(
      await shop.refused(() => shop.post('/api/hr/payroll-runs', draft('2025-09-15', '2025-10-15'))),
    ).toMatchObject(overlapOf(october, '2025-10-01', '2025-10-31'));
    expect((await shop.post('/api/hr/payroll-runs', draft('2025-08-10', '2025-08-20'))).statusCode).toBe(201);
  });
});
