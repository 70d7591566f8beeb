import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@domain/pos';
import { balanceOf, type PaymentInput, type PaymentMode } from '../lib/ticket';
import { money } from '../lib/format';
import '../locales/register';

const MODES: PaymentMode[] = ['cash', 'card', 'transfer', 'split'];
/** Notes a customer hands over most, offered as one tap. */
const QUICK_CASH = [100, 200, 500, 1000];

interface Props {
  mode: PaymentMode;
  onMode: (mode: PaymentMode) => void;
  input: PaymentInput;
  onInput: (method: PaymentMethod, value: string) => void;
  total: number;
  payments: { method: PaymentMethod; amount: number }[];
}

/** How the customer pays: cash given → change; card; transfer; or split across the three. */
export function PaymentPanel({ mode, onMode, input, onInput, total, payments }: Props) {
  const { t } = useTranslation();
  const c = (key: string, o?: Record<string, unknown>) => t(`pos.counter.${key}`, o);
  const { owed, change } = balanceOf(payments, total);
  // A radio group is one Tab stop; the arrows choose the method (WAI-ARIA radio group pattern).
  const moveWithArrows = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const next = MODES[(MODES.indexOf(mode) + step + MODES.length) % MODES.length]!;
    onMode(next);
    e.currentTarget.querySelector<HTMLElement>(`[data-testid="pos-mode-${next}"]`)?.focus();
  };
  const amountField = (method: PaymentMethod, label: string) => (
    <label className="pos-amount" key={method}>
      <span>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        value={input[method]}
        placeholder={mode === 'cash' ? money(total) : '0'}
        onChange={(e) => onInput(method, e.target.value)}
        data-testid={`pos-pay-${method}`}
      />
    </label>
  );
  return (
    <section className="pos-payment" aria-label={c('payment')}>
      <div className="pos-segments" role="radiogroup" aria-label={c('payment')} onKeyDown={moveWithArrows}>
        {MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            tabIndex={mode === m ? 0 : -1}
            className={mode === m ? 'pos-segment on' : 'pos-segment'}
            onClick={() => onMode(m)}
            data-testid={`pos-mode-${m}`}
          >
            {t(`pos.method.${m}`)}
          </button>
        ))}
      </div>
      {mode === 'cash' ? (
        <>
          {amountField('cash', c('cashGiven'))}
          <div className="pos-quick">
            <button type="button" className="pos-quick-button" onClick={() => onInput('cash', String(total))}>
              {c('exact')}
            </button>
            {QUICK_CASH.filter((n) => n >= total).map((n) => (
              <button key={n} type="button" className="pos-quick-button" onClick={() => onInput('cash', String(n))}>
                {money(n)}
              </button>
            ))}
          </div>
        </>
      ) : mode === 'split' ? (
        <div className="pos-split">
          {amountField('cash', c('splitCash'))}
          {amountField('card', c('splitCard'))}
          {amountField('transfer', c('splitTransfer'))}
        </div>
      ) : (
        <p className="pos-muted">{mode === 'card' ? c('cardNote') : c('transferNote')}</p>
      )}
      <div className={owed > 0 ? 'pos-balance owed' : 'pos-balance'} data-testid="pos-balance">
        <span>{owed > 0 ? c('owed') : c('change')}</span>
        <strong data-testid={owed > 0 ? 'pos-owed' : 'pos-change'}>{money(owed > 0 ? owed : change)}</strong>
      </div>
    </section>
  );
}
