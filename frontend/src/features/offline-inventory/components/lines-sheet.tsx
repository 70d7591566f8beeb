import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorLine, InputRow, SelectRow } from '@/components/ui/form-fields';
import { FormSheet } from '@/components/ui/form-sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { formatCount, formatMoney } from '@/lib/money';
import type { AgreementView } from '@domain/consignment';
import { desktopBridge } from '../bridge';
import type { QueuedOperation } from '../bridge/contract';
import { blankLine, clampQuantity, lineErrorKey, linesForm, withRemaining, type Line } from '@/lib/forms/sale-lines';
import { linesFormOf } from './consignment-forms';
import { fixValues, now, useSendOperation } from './send-operation';

export type LinesKind = 'sale' | 'return';

interface Props {
  kind: LinesKind;
  agreement: AgreementView;
  /** A refused sale or return being corrected: the form starts from its body. */
  fix?: QueuedOperation;
  onClose: () => void;
}

/** 'Registrar venta' / 'Registrar devolución' (spec 5): items with units remaining, quantities clamped to them. */
export function LinesSheet({ kind, agreement, fix, onClose }: Props) {
  const { t } = useTranslation();
  const items = withRemaining(agreement.items);
  const form = useSchemaForm(linesForm(items, kind), linesFormOf(fixValues(fix)));
  const lines = useWatch({ control: form.control, name: 'lines' });
  const setLines = (next: Line[]) => form.setValue('lines', next);
  const op = useSendOperation(
    kind === 'sale' ? 'register-consignment-sale' : 'register-consignment-return',
    fix,
    onClose,
  );
  const submit = form.handleSubmit((body) => {
    const input = { agreementId: agreement.id, items: body.items, timestamp: now() };
    return op.send(input, () =>
      kind === 'sale' ? desktopBridge.registerConsignmentSale(input) : desktopBridge.registerConsignmentReturn(input),
    );
  });
  const label = (key: string) => t(`offlineInventory.lines.${kind}.${key}`);

  return (
    <FormSheet
      title={label('title')}
      message={t('offlineInventory.lines.of', {
        code: agreement.code,
        partner: agreement.partner.tradeName || agreement.partner.businessName,
      })}
      confirmLabel={label('submit')}
      pending={op.pending}
      disabled={items.length === 0}
      refusal={op.refusal}
      onConfirm={() => void submit()}
      onClose={onClose}
      testId={`${kind}-form`}
      className="oi-form"
    >
      {items.length === 0 ? <p className="notice">{t('offlineInventory.lines.nothingLeft')}</p> : null}
      {lines.map((line, index) => {
        const item = items.find((i) => i.product === line.productId);
        const taken = new Set(lines.filter((l) => l.key !== line.key).map((l) => l.productId));
        const e = (field: string) => form.errorOf(lineErrorKey(line.key, field));
        return (
          <div className="group-body oi-gap" key={line.key} data-testid={`${kind}-line-${index}`}>
            <div className="item-row-head">
              <span>{t('offlineInventory.lines.line', { n: index + 1 })}</span>
              <button
                type="button"
                className="link-button danger"
                onClick={() => setLines(lines.length > 1 ? lines.filter((l) => l.key !== line.key) : [blankLine()])}
              >
                {t('offlineInventory.lines.remove')}
              </button>
            </div>
            <SelectRow
              label={t('offlineInventory.lines.product')}
              value={line.productId}
              error={e('productId')}
              onChange={(ev) =>
                setLines(
                  lines.map((l) => (l.key === line.key ? { ...l, productId: ev.target.value, quantity: '' } : l)),
                )
              }
            >
              <option value="">{t('offlineInventory.lines.choose')}</option>
              {items
                .filter((i) => !taken.has(i.product))
                .map((i) => (
                  <option key={i.product} value={i.product}>
                    {t('offlineInventory.lines.option', { name: i.productName, remaining: formatCount(i.remaining) })}
                  </option>
                ))}
            </SelectRow>
            <InputRow
              label={t('offlineInventory.lines.quantity')}
              type="number"
              min={1}
              step={1}
              max={item?.remaining}
              inputMode="numeric"
              value={line.quantity}
              error={e('quantity')}
              onChange={(ev) =>
                setLines(
                  lines.map((l) =>
                    l.key === line.key
                      ? { ...l, quantity: item ? clampQuantity(ev.target.value, item.remaining) : ev.target.value }
                      : l,
                  ),
                )
              }
            />
            {kind === 'sale' && item ? (
              <p className="group-footer">
                {t('offlineInventory.lines.price', { price: formatMoney(item.unitPrice), commission: item.commission })}
              </p>
            ) : null}
          </div>
        );
      })}
      <ErrorLine error={form.errorOf('items')} />
      {lines.length < items.length ? (
        <div className="chip-row">
          <button type="button" className="chip" onClick={() => setLines([...lines, blankLine()])}>
            {t('offlineInventory.lines.add')}
          </button>
        </div>
      ) : null}
    </FormSheet>
  );
}
