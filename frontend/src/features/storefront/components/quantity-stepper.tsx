import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ORDER_QUANTITY } from '@domain/orders';

/**
 * An iOS-style stepper: − and + around the quantity, which can also be typed (an event order of 40
 * stems). A typed value counts once it is a whole number from 1 to the order's maximum; leaving the
 * box shows the quantity held again.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  testId,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** The accessible name of the box ('Cantidad de Rosa roja'). */
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const type = (text: string) => {
    setDraft(text);
    const n = Number(text);
    if (Number.isInteger(n) && n >= 1 && n <= MAX_ORDER_QUANTITY) onChange(n);
  };
  return (
    <div className="sf-stepper" data-testid={testId}>
      <button
        type="button"
        aria-label={t('storefront.product.less')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_ORDER_QUANTITY}
        aria-label={label}
        value={draft ?? String(value)}
        onChange={(e) => type(e.target.value)}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        aria-label={t('storefront.product.more')}
        disabled={value >= MAX_ORDER_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
