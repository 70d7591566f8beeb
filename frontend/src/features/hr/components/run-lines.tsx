import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/toast-store';
import { downloadPayslip, payslipPath } from '../api/commands';
import type { Run, RunLine } from '@domain/hr/responses';
import { money } from '../lib/format';
import '../locales/register';

const COLUMNS = ['name', 'worked', 'base', 'additions', 'deductions', 'net', 'slip'] as const;
const NUM = new Set<string>(['base', 'additions', 'deductions', 'net']);

/** A run's lines (cards on a phone), each with its adjustments and its "Recibo PDF"; the totals. */
export function RunLines({ run }: { run: Run }) {
  const { t } = useTranslation();
  const col = (c: string) => t(`hr.run.columns.${c}`);
  return (
    <div className="data-table-wrap">
      <table className="data-table stacks hr-table" data-testid="hr-run-lines">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} className={NUM.has(c) ? 'num' : undefined}>
                {col(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {run.lines.map((l) => (
            <Line key={l.employeeId} run={run} line={l} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th>{t('hr.run.totals')}</th>
            <td />
            <td className="num" data-label={col('base')}>
              {money(run.totals.base)}
            </td>
            <td className="num" data-label={col('additions')}>
              {money(run.totals.additions)}
            </td>
            <td className="num" data-label={col('deductions')}>
              {money(run.totals.deductions)}
            </td>
            <td className="num" data-label={col('net')} data-testid="hr-run-total-net">
              {money(run.totals.net)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Line({ run, line: l }: { run: Run; line: RunLine }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.run.${key}`, o);
  const col = (c: string) => t(`hr.run.columns.${c}`);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadPayslip(run.runId, l.employeeId, l.name)
      .catch((e: unknown) => toast.error(`${w('slipFailed')}: ${e instanceof Error ? e.message : ''}`))
      .finally(() => setBusy(false));
  };
  return (
    <tr data-testid="hr-run-line" data-employee-id={l.employeeId}>
      <td data-label={col('name')} className="hr-wrap">
        {/* one block: on a phone the cell is a flex row of its label and this */}
        <div className="hr-line-who">
          <strong>{l.name}</strong>
          <div className="hr-muted">{l.position}</div>
          {l.adjustments.map((a) => (
            <div key={a.adjustmentId} className="hr-muted" data-testid="hr-run-adjustment">
              {a.kind === 'addition' ? '+' : '−'} {money(a.amount)} · {a.reason}
            </div>
          ))}
          {l.openShifts > 0 ? <div className="badge warning">{w('openShifts', { count: l.openShifts })}</div> : null}
        </div>
      </td>
      <td data-label={col('worked')}>
        {l.payType === 'hourly'
          ? w('hoursValue', { hours: l.hours.toLocaleString('es-MX'), rate: money(l.hourlyRate) })
          : w('daysValue', { count: l.daysEmployed, salary: money(l.monthlySalary) })}
      </td>
      <td data-label={col('base')} className="num">
        {money(l.base)}
      </td>
      <td data-label={col('additions')} className="num">
        {money(l.additions)}
      </td>
      <td data-label={col('deductions')} className="num">
        {money(l.deductions)}
      </td>
      <td data-label={col('net')} className="num" data-testid="hr-run-line-net">
        <strong>{money(l.net)}</strong>
      </td>
      <td data-label={col('slip')}>
        <a
          href={`/api${payslipPath(run.runId, l.employeeId)}`}
          className="link-button hr-slip"
          aria-disabled={busy || undefined}
          onClick={(e) => {
            e.preventDefault();
            if (!busy) download();
          }}
          data-testid="hr-payslip"
        >
          {w('slip')}
        </a>
      </td>
    </tr>
  );
}
