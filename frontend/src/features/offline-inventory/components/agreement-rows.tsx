import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow } from '@/components/ui/form-fields';
import { formatCount, formatMoney } from '@/lib/money';
import type { ProductView } from '@domain/inventory';
import { rowErrorKey, withProduct, type ItemRow } from './consignment-forms';

interface Props {
  rows: ItemRow[];
  /** The products that may be consigned: active, with stock (spec 5). */
  products: ProductView[];
  errorOf: (path: string) => string | undefined;
  onChange: (row: ItemRow) => void;
  onRemove: (key: number) => void;
}

/** A new agreement's item rows: product, quantity > 0, unit price >= 0 (the product's by default), commission 0–100. */
export function AgreementRows({ rows, products, errorOf, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {rows.map((row, index) => {
        const e = (field: string) => errorOf(rowErrorKey(row.key, field));
        const taken = new Set(rows.filter((r) => r.key !== row.key).map((r) => r.productId));
        const product = products.find((p) => p.id === row.productId);
        return (
          <div className="group-body oi-gap" key={row.key} data-testid={`agreement-row-${index}`}>
            <div className="item-row-head">
              <span>{t('offlineInventory.agreement.item', { n: index + 1 })}</span>
              <button type="button" className="link-button danger" onClick={() => onRemove(row.key)}>
                {t('offlineInventory.agreement.removeItem')}
              </button>
            </div>
            <SelectRow
              label={t('offlineInventory.agreement.product')}
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
              <option value="">{t('offlineInventory.agreement.chooseProduct')}</option>
              {products
                .filter((p) => !taken.has(p.id))
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {t('offlineInventory.agreement.productOption', {
                      name: p.name,
                      sku: p.sku,
                      stock: formatCount(p.currentStock),
                      price: formatMoney(p.price),
                    })}
                  </option>
                ))}
            </SelectRow>
            <InputRow
              label={t('offlineInventory.agreement.quantity')}
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
              label={t('offlineInventory.agreement.unitPrice')}
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={row.unitPrice}
              error={e('unitPrice')}
              onChange={(ev) => onChange({ ...row, unitPrice: ev.target.value })}
            />
            <InputRow
              label={t('offlineInventory.agreement.commission')}
              type="number"
              min={0}
              max={100}
              step={0.1}
              inputMode="decimal"
              value={row.commission}
              error={e('commission')}
              onChange={(ev) => onChange({ ...row, commission: ev.target.value })}
            />
          </div>
        );
      })}
    </>
  );
}
