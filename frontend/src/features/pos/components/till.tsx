import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { hasPermission } from '@/lib/access';
import { toast } from '@/stores/toast-store';
import { saleBody, type PaymentMethod } from '@domain/pos';
import { useCounterTerms, useLookup } from '../api/reads';
import type { CounterProduct } from '../lib/counter-product';
import { useCharge } from '../hooks/use-charge';
import { useCounterSession } from '../hooks/use-counter-session';
import { useTicket } from '../hooks/use-ticket';
import { money } from '../lib/format';
import { listOf, stockMissingHere } from '../lib/stock-here';
import {
  checkPayments,
  paymentsOf,
  totalsOf,
  type PaymentInput,
  type PaymentMode,
  type ReceiptFacts,
} from '../lib/ticket';
import { DiscountSheet } from './discount-sheet';
import { PaymentPanel } from './payment-panel';
import { ProductSearch } from './product-search';
import { ReceiptSheet } from './receipt';
import { ScanBox } from './scan-box';
import { TicketLines } from './ticket-lines';
import { TicketTotals } from './ticket-totals';
import '../locales/register';

const NO_INPUT: PaymentInput = { cash: '', card: '', transfer: '' };

/** The counter's selling part in an open session: scan or search, the ticket, payment, 'Cobrar', the receipt. */
export function Till({
  sessionId,
  registerId,
  location,
  cashierName,
}: {
  sessionId: string;
  registerId: string;
  /** Where the session sells from: the stock it takes is the stock there. */
  location: string | undefined;
  cashierName: string | null;
}) {
  const { t, i18n } = useTranslation();
  const c = (key: string, o?: Record<string, unknown>) => t(`pos.counter.${key}`, o);
  const user = useCounterSession().user;
  const mayDiscount = user ? hasPermission(user, 'apply-discounts') : false;
  const terms = useCounterTerms();
  const ticket = useTicket();
  const lookup = useLookup();
  const charge = useCharge();
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [mode, setMode] = useState<PaymentMode>('cash');
  const [input, setInput] = useState<PaymentInput>(NO_INPUT);
  const [discounting, setDiscounting] = useState(false);
  const [receipt, setReceipt] = useState<ReceiptFacts | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const totals = totalsOf(ticket.lines, ticket.discount, terms);
  const payments = paymentsOf(mode, input, totals.total);
  const { add } = ticket;

  const added = useCallback(
    (p: CounterProduct) => {
      add(p);
      setProblem(null);
      const elsewhere = stockMissingHere(p.stock, location);
      if (!elsewhere) return setMessage({ kind: 'info', text: t('pos.counter.added', { name: p.name }) });
      const at = elsewhere.map((e) => t('pos.counter.unitsAt', { units: e.units, location: e.locationId }));
      const text = t('pos.counter.noneHere', { name: p.name, here: location, places: listOf(at, i18n.language) });
      setMessage({ kind: 'error', text });
      toast.warning(text);
    },
    [add, t, i18n.language, location],
  );
  const scan = useCallback(
    async (code: string) => {
      setMessage({ kind: 'info', text: t('pos.counter.looking', { code }) });
      try {
        added(await lookup(code));
      } catch (e) {
        const text =
          e instanceof ApiError && e.status === 404
            ? t('pos.counter.unknown', { code })
            : t('pos.counter.lookupFailed', { code, reason: e instanceof Error ? e.message : String(e) });
        setMessage({ kind: 'error', text });
        toast.error(text);
      }
    },
    [added, lookup, t],
  );

  const cobrar = async () => {
    setProblem(null);
    charge.clear();
    const checked = checkPayments(ticket.lines, ticket.discount, terms, payments);
    if ('problem' in checked) return setProblem(checked.problem);
    const body = {
      saleId: ticket.saleId,
      sessionId,
      items: ticket.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      ...(ticket.discount ? { discount: ticket.discount } : {}),
      payments: payments.filter((p) => p.amount > 0),
    };
    const parsed = saleBody.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    const local: ReceiptFacts = {
      id: ticket.saleId,
      number: '',
      registerId,
      cashierName,
      madeAt: new Date().toISOString(),
      lines: ticket.lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        sku: l.sku,
        unitPrice: l.price,
        quantity: l.quantity,
        lineTotal: Math.round(l.price * l.quantity * 100) / 100,
        refunded: 0,
      })),
      subtotal: totals.subtotal,
      discount: ticket.discount
        ? {
            kind: 'percent' in ticket.discount ? 'percent' : 'amount',
            percent: 'percent' in ticket.discount ? ticket.discount.percent : null,
            amount: totals.discount,
            reason: ticket.discount.reason,
          }
        : null,
      taxRate: terms.taxRateBasisPoints / 100,
      tax: totals.tax,
      total: totals.total,
      payments: checked.payments,
      change: checked.change,
    };
    const result = await charge.charge({ ...parsed.data, saleId: ticket.saleId }, local);
    if (!result) return;
    if (result.kind === 'sold') toast.success(c('sold', { number: result.receipt.number }));
    else toast.warning(c('queued'));
    setReceipt(result.receipt);
    ticket.reset();
    setInput(NO_INPUT);
    setMode('cash');
    setMessage(null);
  };

  const shown = problem ?? charge.refusal ?? totals.problem;
  const empty = ticket.lines.length === 0;
  return (
    <div className="pos-grid">
      <section className="pos-left" aria-label={c('ticket')}>
        <ScanBox onScan={(code) => void scan(code)} message={message} active={!discounting && !receipt} />
        <ProductSearch onPick={added} />
        <div className="pos-ticket-head">
          <h2>{c('ticket')}</h2>
          {!empty ? (
            <button type="button" className="link-button" onClick={ticket.reset}>
              {c('clear')}
            </button>
          ) : null}
        </div>
        <TicketLines ticket={ticket} />
      </section>
      <section className="pos-right" aria-label={c('payment')}>
        <TicketTotals
          ticket={ticket}
          totals={totals}
          taxRate={terms.taxRateBasisPoints / 100}
          mayDiscount={mayDiscount}
          onDiscount={() => setDiscounting(true)}
        />
        <PaymentPanel
          mode={mode}
          onMode={(m) => {
            setMode(m);
            setProblem(null);
          }}
          input={input}
          onInput={(method: PaymentMethod, value) => {
            setInput((i) => ({ ...i, [method]: value }));
            setProblem(null);
          }}
          total={totals.total}
          payments={payments}
        />
        {shown ? (
          <div className="form-error" role="alert" data-testid="pos-error">
            {shown}
          </div>
        ) : null}
        <button
          type="button"
          className="button pos-charge"
          disabled={empty || charge.pending}
          onClick={() => void cobrar()}
          data-testid="pos-charge"
        >
          {charge.pending ? c('charging') : c('charge', { total: money(totals.total) })}
        </button>
      </section>
      {discounting ? (
        <DiscountSheet
          maxPercent={terms.maxDiscountBasisPoints / 100}
          initial={ticket.discount}
          onApply={ticket.setDiscount}
          onClose={() => setDiscounting(false)}
        />
      ) : null}
      {receipt ? <ReceiptSheet receipt={receipt} onClose={() => setReceipt(null)} /> : null}
    </div>
  );
}
