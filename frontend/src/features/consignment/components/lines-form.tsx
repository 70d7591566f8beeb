import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { GroupedList } from '@/components/ui/grouped-list';
import { ErrorLine, TextAreaRow } from '@/components/ui/form-fields';
import type { CommandAnswer } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { AgreementView } from '@domain/consignment';
import type { ReturnBody } from '../api/commands';
import { blankLine, lineAmounts, linesForm, sumAmounts, withRemaining, type Line } from '@/lib/forms/sale-lines';
import { LineRows } from './line-rows';

// Register sale and register return (spec 2.5/5) pick lines from the items with units remaining
// the same way; a sale also shows its price, commission and live totals, a return its hint.

type Kind = 'sale' | 'return';
const TOASTS: Record<Kind, { done: string; failed: string }> = {
  sale: { done: 'consignment.toast.sold', failed: 'consignment.toast.saleFailed' },
  return: { done: 'consignment.toast.returned', failed: 'consignment.toast.returnFailed' },
};

export interface LinesFormProps {
  agreement: AgreementView;
  onDone: () => void;
}

type Send = UseMutationResult<CommandAnswer, Error, { id: string; body: ReturnBody }>;

export function LinesForm({ kind, agreement, onDone, send }: LinesFormProps & { kind: Kind; send: Send }) {
  const { t } = useTranslation();
  const items = withRemaining(agreement.items);
  const { register, control, setValue, handleSubmit, errorOf, showServerErrors } = useSchemaForm(
    linesForm(items, kind),
    { lines: [blankLine()], notes: '' },
  );
  const lines = useWatch({ control, name: 'lines' });
  const setLines = (next: Line[]) => setValue('lines', next);

  if (agreement.status !== 'active') return <p className="notice">{t('consignment.lines.notActive')}</p>;
  if (items.length === 0) return <p className="notice">{t('consignment.lines.nothingLeft')}</p>;

  const submit = handleSubmit((body) =>
    send.mutate(
      { id: agreement.id, body },
      {
        onSuccess: () => {
          toast.success(t(TOASTS[kind].done));
          onDone();
        },
        onError: (error) => {
          showServerErrors(error);
          toast.error(failureText(t(TOASTS[kind].failed), error));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} aria-label={t(`consignment.${kind}.title`)} noValidate data-testid={`${kind}-form`}>
      <section className="group">
        <h2 className="group-header">{t(`consignment.${kind}.items`, { code: agreement.code })}</h2>
        <LineRows
          lines={lines}
          items={items}
          errorOf={errorOf}
          priced={kind === 'sale'}
          onChange={(l) => setLines(lines.map((x) => (x.key === l.key ? l : x)))}
          onRemove={(key) => setLines(lines.filter((l) => l.key !== key))}
        />
        <ErrorLine error={errorOf('items')} />
        {lines.length < items.length ? (
          <div className="chip-row">
            <button type="button" className="chip" onClick={() => setLines([...lines, blankLine()])}>
              {t('consignment.lines.addLine')}
            </button>
          </div>
        ) : null}
        {kind === 'return' ? <p className="group-footer">{t('consignment.return.hint')}</p> : null}
      </section>
      {kind === 'sale' ? <SaleTotals lines={lines} items={items} /> : null}
      <GroupedList>
        <TextAreaRow label={t(`consignment.${kind}.notes`)} {...register('notes')} error={errorOf('notes')} />
      </GroupedList>
      <button className="button" type="submit" disabled={send.isPending}>
        {send.isPending ? t('common.saving') : t(`consignment.${kind}.submit`)}
      </button>
    </form>
  );
}

/** Gross, commission and net of the lines as typed, computed in centavos as the domain does. */
function SaleTotals({ lines, items }: { lines: Line[]; items: ReturnType<typeof withRemaining> }) {
  const { t } = useTranslation();
  const totals = sumAmounts(
    lines.map((l) =>
      lineAmounts(
        items.find((i) => i.product === l.productId),
        l.quantity,
      ),
    ),
  );
  const money = (cents: number) => formatMoney(cents / 100);
  return (
    <GroupedList header={t('consignment.sale.totals')}>
      <dl className="figures live-totals" data-testid="sale-totals">
        <dt>{t('consignment.sale.gross')}</dt>
        <dd data-testid="sale-gross">{money(totals.grossCents)}</dd>
        <dt>{t('consignment.sale.commission')}</dt>
        <dd data-testid="sale-commission">{money(totals.commissionCents)}</dd>
        <dt className="net">{t('consignment.sale.net')}</dt>
        <dd className="net" data-testid="sale-net">
          {money(totals.netCents)}
        </dd>
      </dl>
    </GroupedList>
  );
}
