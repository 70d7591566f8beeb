import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow } from '@/components/ui/form-fields';
import { CUSTOM_PRODUCT } from '@domain/billing';
import type { BillingProductView } from '@domain/billing';
import { toPesos } from '@domain/billing';
import { lineErrorKey, withProduct, type LineRow } from '../lib/invoice-form';

interface Props {
  lines: LineRow[];
  lineTotals: number[];
  products: BillingProductView[];
  /** A field's message, by its path (`line-<key>.<field>`). */
  errorOf: (path: string) => string | undefined;
  money: (pesos: number) => string;
  onChange: (line: LineRow) => void;
  onRemove: (key: number) => void;
}

/**
 * The items table of spec 2.8 as iOS groups, one per line: product (or 'Producto personalizado'),
 * description, quantity (min 1), price (min 0, step 0.01), line total (0 while invalid), delete.
 */
export function InvoiceLines({ lines, lineTotals, products, errorOf, money, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {lines.map((line, index) => {
        const e = (field: string) => errorOf(lineErrorKey(line.key, field));
        const known =
          line.productId === '' || line.productId === CUSTOM_PRODUCT || products.some((p) => p.id === line.productId);
        return (
          <div className="group-body" key={line.key} data-testid={`line-${index}`}>
            <div className="item-row-head">
              <span>{t('billing.form.item', { n: index + 1 })}</span>
              <button type="button" className="link-button danger" onClick={() => onRemove(line.key)}>
                {t('billing.form.removeItem')}
              </button>
            </div>
            <SelectRow
              label={t('billing.form.product')}
              name="productId"
              value={line.productId}
              error={e('productId')}
              onChange={(ev) => onChange(withProduct(line, ev.target.value, products))}
            >
              <option value="">{t('billing.form.chooseProduct')}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>{`${p.name} · ${money(p.price)}`}</option>
              ))}
              {/* a product no longer offered (inactive since) still names the line it is on */}
              {known ? null : <option value={line.productId}>{line.description}</option>}
              <option value={CUSTOM_PRODUCT}>{t('billing.form.custom')}</option>
            </SelectRow>
            <InputRow
              label={t('billing.form.description')}
              name="description"
              value={line.description}
              error={e('description')}
              onChange={(ev) => onChange({ ...line, description: ev.target.value })}
            />
            <InputRow
              label={t('billing.form.quantity')}
              name="quantity"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={line.quantity}
              error={e('quantity')}
              onChange={(ev) => onChange({ ...line, quantity: ev.target.value })}
            />
            <InputRow
              label={t('billing.form.price')}
              name="price"
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={line.price}
              error={e('price')}
              onChange={(ev) => onChange({ ...line, price: ev.target.value })}
            />
            <div className="field">
              <span className="field-label">{t('billing.form.lineTotal')}</span>
              <output className="line-total" data-testid="line-total">
                {money(toPesos(lineTotals[index] ?? 0))}
              </output>
            </div>
          </div>
        );
      })}
    </>
  );
}
