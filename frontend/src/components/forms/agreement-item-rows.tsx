import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/lib/money';
import type { ProductView } from '@domain/inventory';
import { rowErrorKey, withProduct, type ItemRow } from '@/lib/forms/agreement-form';
import { InputRow, SelectRow } from '@/components/ui/form-fields';

interface Props {
  rows: ItemRow[];
  products: ProductView[];
  /** A field's message, by its path (`row-<key>.<field>`). */
  errorOf: (path: string) => string | undefined;
  onChange: (row: ItemRow) => void;
  onRemove: (key: number) => void;
  /** Where the labels come from: `<texts>.item`, `<texts>.product`, … */
  texts: 'consignment.agreement' | 'offlineInventory.agreement';
  /** Each row's test id is `<testIdPrefix>-<index>`. */
  testIdPrefix: string;
  className?: string;
}

/**
 * The agreement's item rows (spec 5): a product among the active ones with stock, a quantity,
 * a unit price that starts at the product's price, and a commission.
 */
export function AgreementItemRows(props: Props) {
  const { rows, products, errorOf, onChange, onRemove, texts, testIdPrefix, className = 'group-body' } = props;
  const { t } = useTranslation();
  const chosenElsewhere = (row: ItemRow) => new Set(rows.filter((r) => r.key !== row.key).map((r) => r.productId));
  return (
    <>
      {rows.map((row, index) => {
        const e = (field: string) => errorOf(rowErrorKey(row.key, field));
        const product = products.find((p) => p.id === row.productId);
        const taken = chosenElsewhere(row);
        return (
          <div className={className} key={row.key} data-testid={`${testIdPrefix}-${index}`}>
            <div className="item-row-head">
              <span>{t(`${texts}.item`, { n: index + 1 })}</span>
              <button type="button" className="link-button danger" onClick={() => onRemove(row.key)}>
                {t(`${texts}.removeItem`)}
              </button>
            </div>
            <SelectRow
              label={t(`${texts}.product`)}
              name="productId"
              value={row.productId}
              error={e('productId')}
              onChange={(ev) =>
                onChange(
                  withProduct(
                    row,
                    products.find((p) => p.id === ev.target.value),
                  ),
                )
              }
            >
              <option value="">{t(`${texts}.chooseProduct`)}</option>
              {products
                .filter((p) => !taken.has(p.id))
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {t(`${texts}.productOption`, {
                      name: p.name,
                      sku: p.sku,
                      stock: formatCount(p.currentStock),
                      price: formatMoney(p.price),
                    })}
                  </option>
                ))}
            </SelectRow>
            <InputRow
              label={t(`${texts}.quantity`)}
              name="quantity"
              type="number"
              min={1}
              step={1}
              max={product?.currentStock}
              inputMode="numeric"
              value={row.quantity}
              error={e('quantity')}
              onChange={(ev) => onChange({ ...row, quantity: ev.target.value })}
            />
            <InputRow
              label={t(`${texts}.unitPrice`)}
              name="unitPrice"
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={row.unitPrice}
              error={e('unitPrice')}
              onChange={(ev) => onChange({ ...row, unitPrice: ev.target.value })}
            />
            <InputRow
              label={t(`${texts}.commission`)}
              name="commission"
              type="number"
              min={0}
              max={100}
              step={0.1}
              inputMode="decimal"
              value={row.commission}
              error={e('commission')}
              onChange={(ev) => onChange({ ...row, commission: ev.target.value, commissionEdited: true })}
            />
          </div>
        );
      })}
    </>
  );
}
