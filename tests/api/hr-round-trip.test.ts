import { describe, expect, it } from 'vitest';
import { buildReadApi } from '../../read-api/app';
import { projectInto } from './hr-read-support';
import { hourly, useHr } from './hr-support';
import { bearer, config } from './read-fixtures';

// HR (issue 19) from the commands to the reads: what the command-api writes — a hire linked to an
// account, a shift, a run adjusted, approved, paid and posted — reads back through /api/hr as written.

const HR = bearer(['hr'], 'u-hr');

describe('what the command side writes', () => {
  const { hr: commandSide, accountant } = useHr('read_hr_round_trip');

  it('reads as the commands wrote it: the staff, the clock, a paid run with its entry and payslips', async () => {
    const cmd = await commandSide();
    const cashier = await cmd.user('cashier', 'Carla Cajera');
    const ana = await cmd.hire(hourly({ userId: cashier.id }));
    await cmd.pastShift(ana, '2026-01-05T14:00:00Z', '2026-01-05T22:30:00Z');
    const run = (await cmd.post('/api/hr/payroll-runs', { periodStart: '2026-01-01', periodEnd: '2026-01-14' })).json()
      .id as string;
    const adjustment = { employeeId: ana, kind: 'addition', amount: 50, reason: 'Bono' };
    expect((await cmd.post(`/api/hr/payroll-runs/${run}/adjustments`, adjustment)).statusCode).toBe(201);
    expect((await cmd.post(`/api/hr/payroll-runs/${run}/approve`, {})).statusCode).toBe(201);
    expect((await cmd.post(`/api/hr/payroll-runs/${run}/pay`, { method: 'bank' }, accountant)).statusCode).toBe(201);
    await cmd.postToLedger();
    await projectInto(cmd.database.db, cmd.store);
    const read = await buildReadApi({
      db: cmd.database.db,
      store: cmd.store,
      pool: cmd.database.pool,
      config,
      options: { accounts: 'trust-token', now: () => new Date('2026-01-15T15:00:00.000Z') },
    });
    try {
      const as = (headers: Record<string, string>) => async (url: string) => {
        const res = await read.inject({ url, headers });
        expect(res.statusCode, res.body).toBe(200);
        return res;
      };
      const asHr = as(HR);
      const paid = (await asHr(`/api/hr/payroll-runs/${run}`)).json();
      // 8.5 h × $15.50 = $131.75, and the $50 bonus.
      expect(paid).toMatchObject({ status: 'paid', paidOn: '2026-01-15', totals: { base: 131.75, net: 181.75 } });
      expect(paid.lines[0]).toMatchObject({ employeeId: ana, hours: 8.5, base: 131.75, additions: 50, net: 181.75 });
      expect(paid.entryId).toEqual(expect.any(String));
      const me = (await as(bearer(['cashier'], cashier.id))('/api/hr/me')).json();
      expect(me.employee).toMatchObject({ employeeId: ana, name: 'Ana Cajera', weeklyHours: 30, openShift: null });
      const days = (await asHr('/api/hr/attendance?from=2026-01-05&to=2026-01-05')).json().days;
      expect(days).toEqual([{ employeeId: ana, day: '2026-01-05', minutes: 510 }]);
      const slip = await as(bearer(['cashier'], cashier.id))(`/api/hr/payroll-runs/${run}/payslips/${ana}.pdf`);
      expect(slip.headers['content-disposition']).toContain('nomina-2026-01-01-ana-cajera.pdf');
    } finally {
      await read.close();
    }
  });
});
