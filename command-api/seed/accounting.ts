import { v5 as uuidv5 } from 'uuid';
import {
  ACCOUNTS,
  expenseDecider,
  expenseStream,
  ledgerDecider,
  ledgerStream,
  monthOf,
  type ExpenseCategory,
  type ExpensePaymentMethod,
  type JournalLine,
  type LedgerCommand,
} from '../../domain/accounting';
import type { CommandBody, CommandHandler } from '../../application/handler';
import { contextFor, unlessRefused } from './inventory';
import { shopToday } from '../../application/shop-facts';
import { chartAccounts } from '../accounting/books-facts';

// The demo shop's books beyond what the posting reactor derives from the other demo areas
// (FLORA_SEED_DEMO=1): the owner's capital, paid in a month that is then closed (before the demo's
// first invoice, 88 days ago); five expenses of the last weeks (the reactor posts them); a cash
// deposit to the bank; and an entry captured on the wrong account, reversed and posted again — so the journal, the statements and
// the period close have something to show. Fixed ids: a restart adds nothing twice.

const NAMESPACE = '6d1c2f7e-3a94-4b8d-9e5f-0a7b1c3d5e92';
const demoId = (name: string) => uuidv5(name, NAMESPACE);

interface DemoExpense {
  key: string;
  daysAgo: number;
  category: ExpenseCategory;
  vendor: string;
  description: string;
  amountCents: number;
  paymentMethod: ExpensePaymentMethod;
  attachmentName?: string;
}

const EXPENSES: DemoExpense[] = [
  {
    key: 'renta',
    daysAgo: 20,
    category: 'rent',
    vendor: 'Inmobiliaria Brickell',
    description: 'Renta del local',
    amountCents: 1_800_000,
    paymentMethod: 'transfer',
    attachmentName: 'recibo-renta.pdf',
  },
  {
    key: 'anuncios',
    daysAgo: 15,
    category: 'advertising',
    vendor: 'Miami Social Ads',
    description: 'Campaña de San Valentín en redes',
    amountCents: 250_000,
    paymentMethod: 'card',
  },
  {
    key: 'luz',
    daysAgo: 12,
    category: 'utilities',
    vendor: 'FPL',
    description: 'Luz y agua del mes',
    amountCents: 320_050,
    paymentMethod: 'transfer',
    attachmentName: 'factura-fpl.pdf',
  },
  {
    key: 'listones',
    daysAgo: 6,
    category: 'supplies',
    vendor: 'Empaques del Sur',
    description: 'Papel coreano, listones y tarjetas',
    amountCents: 86_500,
    paymentMethod: 'cash',
  },
  {
    key: 'gasolina',
    daysAgo: 2,
    category: 'transport',
    vendor: 'Shell Coral Way',
    description: 'Gasolina de la camioneta de reparto',
    amountCents: 64_000,
    paymentMethod: 'card',
  },
];

const line = (accountCode: string, debitCents: number, creditCents: number): JournalLine => ({
  accountCode,
  debitCents,
  creditCents,
});

/** yyyy-mm-dd `days` before `day` (calendar arithmetic on the shop's day, no time zone involved). */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoAccounting(handler: CommandHandler, now = new Date()) {
  // Seeded once: the rent's stream is there after a first start.
  if ((await handler.load(expenseDecider, expenseStream(demoId('expense:renta')))).revision >= 0n)
    return { expenses: 0, entries: 0, closed: 0 };
  const today = await shopToday(handler, now);
  const accounts = await chartAccounts(handler);
  const send = (key: string, month: string, command: CommandBody<LedgerCommand>) =>
    unlessRefused(() => handler.handle(ledgerDecider, ledgerStream(month), command, contextFor(demoId(key))));
  const post = (key: string, date: string, description: string, lines: JournalLine[]) =>
    send(`post:${key}`, monthOf(date), {
      type: 'PostJournalEntry',
      data: {
        entryId: demoId(`entry:${key}`),
        month: monthOf(date),
        date,
        postedOn: today,
        description,
        lines,
        source: { kind: 'manual', reason: description },
        accounts,
      },
    });

  let [expenses, entries, closed] = [0, 0, 0];
  const capitalDay = daysBefore(today, 120);
  // Part of it in the till: the counter's floats and the cash expenses come out of it.
  const capital = [
    line(ACCOUNTS.bank, 14_000_000, 0),
    line(ACCOUNTS.cash, 1_000_000, 0),
    line(ACCOUNTS.capital, 0, 15_000_000),
  ];
  if (await post('capital', capitalDay, 'Aporte de capital de la dueña', capital)) entries += 1;
  const month = monthOf(capitalDay);
  if (await send(`close:${month}`, month, { type: 'ClosePeriod', data: { month, closedOn: today } })) closed += 1;

  for (const { key, daysAgo, amountCents, attachmentName, ...details } of EXPENSES) {
    const expenseId = demoId(`expense:${key}`);
    const data = {
      ...details,
      expenseId,
      date: daysBefore(today, daysAgo),
      amountCents,
      ...(attachmentName ? { attachmentName } : {}),
    };
    const record = { type: 'RecordExpense' as const, data };
    const context = contextFor(demoId(`record:${key}`));
    if (await unlessRefused(() => handler.handle(expenseDecider, expenseStream(expenseId), record, context)))
      expenses += 1;
  }

  const depositDay = daysBefore(today, 3);
  const deposit = [line(ACCOUNTS.bank, 500_000, 0), line(ACCOUNTS.cash, 0, 500_000)];
  if (await post('deposito', depositDay, 'Depósito del efectivo de caja al banco', deposit)) entries += 1;
  // Captured on the wrong account (rent instead of maintenance), then reversed with its reason.
  const wrongDay = daysBefore(today, 1);
  const wrong = [line(ACCOUNTS.rent, 45_000, 0), line(ACCOUNTS.cash, 0, 45_000)];
  if (await post('cerrajero', wrongDay, 'Cerrajero: cambio de chapa de la bodega', wrong)) entries += 1;
  const reversed = {
    entryId: demoId('entry:cerrajero'),
    month: monthOf(wrongDay),
    date: wrongDay,
    description: 'Cerrajero: cambio de chapa de la bodega',
    lines: wrong,
  };
  const reverse = {
    type: 'ReverseJournalEntry' as const,
    data: {
      entryId: demoId('entry:cerrajero-reversal'),
      month: reversed.month,
      postedOn: today,
      reason: 'Cuenta equivocada: es mantenimiento, no renta',
      reversed,
      accounts,
    },
  };
  if (await send('reverse:cerrajero', reversed.month, reverse)) entries += 1;
  const right = [line(ACCOUNTS.maintenance, 45_000, 0), line(ACCOUNTS.cash, 0, 45_000)];
  if (await post('cerrajero-bien', wrongDay, 'Cerrajero: cambio de chapa de la bodega', right)) entries += 1;
  return { expenses, entries, closed };
}
