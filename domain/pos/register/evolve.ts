import { emptyFigures, type PaymentMethod, type RegisterEvent, type SessionFigures } from './events';

// What decide() needs of a register: its open session (who, the opening cash, its figures, the
// sales and refunds already counted, so a retry counts nothing twice), how many sales it ever rang
// (the next number) and where it stands (issue 39): the location of its last session, which the
// next session sells from unless told otherwise. A closed session's ids are dropped: the state is
// one session's size.

export interface OpenSession {
  sessionId: string;
  cashierId: string;
  openingCashCents: number;
  locationId: string;
  figures: SessionFigures;
  counted: string[];
}

export interface RegisterState {
  registerId: string;
  open: OpenSession | null;
  /** Sessions closed, by id: a repeated close answers nothing new. */
  closed: string[];
  salesRung: number;
  /** Where the register sells: its last session's location; null until first opened. */
  locationId: string | null;
}

export const initialRegister = (): RegisterState => ({
  registerId: '',
  open: null,
  closed: [],
  salesRung: 0,
  locationId: null,
});

const plus = (a: Record<PaymentMethod, number>, b: Partial<Record<PaymentMethod, number>>) => ({
  cash: a.cash + (b.cash ?? 0),
  card: a.card + (b.card ?? 0),
  transfer: a.transfer + (b.transfer ?? 0),
});

export function evolveRegister(state: RegisterState, event: RegisterEvent): RegisterState {
  switch (event.type) {
    case 'CashSessionOpened': {
      const { registerId, sessionId, cashierId, openingCashCents, locationId } = event.data;
      const open = { sessionId, cashierId, openingCashCents, locationId, figures: emptyFigures(), counted: [] };
      return { ...state, registerId, open, locationId: locationId || state.locationId };
    }
    case 'SaleRung': {
      if (!state.open) return state;
      const d = event.data;
      const f = state.open.figures;
      const mine = f.byCashier[d.cashierId] ?? { salesCount: 0, totalCents: 0, refundsCents: 0 };
      const figures: SessionFigures = {
        ...f,
        salesCount: f.salesCount + 1,
        grossCents: f.grossCents + d.grossCents,
        discountsCents: f.discountsCents + d.discountCents,
        taxCents: f.taxCents + d.taxCents,
        byMethod: plus(f.byMethod, d.takenByMethod),
        byCashier: {
          ...f.byCashier,
          [d.cashierId]: { ...mine, salesCount: mine.salesCount + 1, totalCents: mine.totalCents + d.totalCents },
        },
      };
      const open = { ...state.open, figures, counted: [...state.open.counted, d.saleId] };
      return { ...state, open, salesRung: state.salesRung + 1 };
    }
    case 'RefundRung': {
      if (!state.open) return state;
      const d = event.data;
      const f = state.open.figures;
      const mine = f.byCashier[d.cashierId] ?? { salesCount: 0, totalCents: 0, refundsCents: 0 };
      const figures: SessionFigures = {
        ...f,
        refundsCents: f.refundsCents + d.amountCents,
        byMethod: plus(f.byMethod, { [d.method]: -d.amountCents }),
        byCashier: { ...f.byCashier, [d.cashierId]: { ...mine, refundsCents: mine.refundsCents + d.amountCents } },
      };
      return { ...state, open: { ...state.open, figures, counted: [...state.open.counted, d.refundId] } };
    }
    case 'CashSessionClosed':
      return { ...state, open: null, closed: [...state.closed, event.data.sessionId] };
    default:
      return state;
  }
}
