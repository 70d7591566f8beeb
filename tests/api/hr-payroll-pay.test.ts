import { describe, expect, it } from 'vitest';
import { payrollRunStream } from '../../domain/hr';
import { hourly, useHr } from './hr-support';

// Issue 39: paying a run needs nothing the shop has not already said. The method defaults to the
// shop's payroll method (bank transfer: no shop setting names another) and the day to the shop's today.

const { hr, accountant } = useHr('hr_payroll_pay');

async function approvedRun(shop: Awaited<ReturnType<typeof hr>>) {
  const ana = await shop.hire(hourly());
  await shop.pastShift(ana, '2026-01-05T14:00:00Z', '2026-01-05T22:30:00Z');
  const created = await shop.post('/api/hr/payroll-runs', { periodStart: '2026-01-01', periodEnd: '2026-01-14' });
  expect(created.statusCode, created.body).toBe(201);
  const run = created.json().id as string;
  expect((await shop.post(`/api/hr/payroll-runs/${run}/approve`, {})).statusCode).toBe(201);
  return run;
}

describe('paying a payroll run', () => {
  it('takes no body: the shop’s payroll method (bank) and today', async () => {
    const shop = await hr();
    const run = await approvedRun(shop);
    const res = await shop.post(`/api/hr/payroll-runs/${run}/pay`, {}, accountant);
    expect(res.statusCode, res.body).toBe(201);
    const paid = (await shop.store.readStream(payrollRunStream(run))).find((e) => e.type === 'PayrollRunPaid');
    expect(paid?.data).toMatchObject({ method: 'bank', paidOn: '2026-01-15' });
  });

  it('still pays in cash when asked, and refuses a method it does not know', async () => {
    const shop = await hr();
    const run = await approvedRun(shop);
    const pay = (body: object) => shop.post(`/api/hr/payroll-runs/${run}/pay`, body, accountant);
    expect((await shop.refused(() => pay({ method: 'cheque' }))).status).toBe(400);
    expect((await pay({ method: 'cash', paidOn: '2026-01-14' })).statusCode).toBe(201);
    const paid = (await shop.store.readStream(payrollRunStream(run))).find((e) => e.type === 'PayrollRunPaid');
    expect(paid?.data).toMatchObject({ method: 'cash', paidOn: '2026-01-14' });
  });
});
