import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/money';
import type { AgreementItemView } from '@domain/consignment';
import { clampQuantity, lineErrorKey, type Line } from '@/lib/forms/sale-lines';
import { InputRow, SelectRow } from '@/components/ui/form-fields';

interface Props {
  lines: Line[];
  /** The agreement's items with units remaining: the only ones selectable (spec 5). */
  items: AgreementItemView[];
  /** A field's message, by its path (`line-<key>.<field>`). */
  errorOf: (path: string) => string | undefined;
  /** A sale shows the agreed price and commission, copied from the item and not editable. */
  priced: boolean;
  onChange: (line: Line) => void;
  onRemove: (key: number) => void;
}

/** Lines of a sale or a return: an item still on the partner's shelf and a quantity capped at what remains. */
export function LineRows({ lines, items, errorOf, priced, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {lines.map((line, index) => {
        const item = items.find((i) => i.product === line.productId);
        const taken = new Set(lines.filter((l) => l.key !== line.key).map((l) => l.productId));
        const e = (field: string) => errorOf(lineErrorKey(line.key, field));
        return (
          <div className="group-body" key={line.key} data-testid={`line-${index}`}>
            {lines.length > 1 ? (
              <div className="item-row-head">
                <span>{t('consignment.agreement.item', { n: index + 1 })}</span>
                <button type="button" className="link-button danger" onClick={() => onRemove(line.key)}>
                  {t('consignment.agreement.removeItem')}
                </button>
              </div>
            ) : null}
            <SelectRow
              label={t('consignment.lines.product')}
              name="productId"
              value={line.productId}
              error={e('productId')}
              onChange={(ev) => {
                const next = items.find((i) => i.product === ev.target.value);
                onChange({
                  ...line,
                  productId: ev.target.value,
                  quantity: next ? clampQuantity(line.quantity || '1', next.remaining) : '',
                });
              }}
            >
              <option value="">{t('consignment.lines.chooseItem')}</option>
              {items
                .filter((i) => !taken.has(i.product))
                .map((i) => (
                  <option key={i.product} value={i.product}>
                    {t('consignment.lines.itemOption', {
                      name: i.productName,
                      remaining: formatCount(i.remaining),
                    })}
                  </option>
                ))}
            </SelectRow>
            <InputRow
              label={t('consignment.lines.quantity')}
              name="quantity"
              type="number"
              min={1}
              step={1}
              max={item?.remaining}
              inputMode="numeric"
              value={line.quantity}
              error={e('quantity')}
              disabled={!item}
              onChange={(ev) =>
                onChange({
                  ...line,
                  quantity: item ? clampQuantity(ev.target.value, item.remaining) : ev.target.value,
                })
              }
            />
            {priced ? (
              <>
                <InputRow
                  label={t('consignment.lines.unitPrice')}
                  name="unitPrice"
                  type="number"
                  value={item ? String(item.unitPrice) : ''}
                  disabled
                  readOnly
                />
                <InputRow
                  label={t('consignment.lines.commission')}
                  name="commission"
                  type="number"
                  value={item ? String(item.commission) : ''}
                  disabled
                  readOnly
                />
              </>
            ) : null}
            {item ? (
              <p className="group-footer">
                {t('consignment.lines.remaining', {
                  count: item.remaining,
                  formatted: formatCount(item.remaining),
                })}
              </p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
