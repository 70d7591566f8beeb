import { describe, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { emptyFigures, registerDecider, SHOP_COUNTER, type RegisterEvent, type SaleRung } from '../index';

// Issue 17's register: one open session at a time; each sale and refund counted once in the open
// session; the Z report at close with the cash expected and the difference; a closed session sells nothing.

const spec = specFor(registerDecider);
const NOW = '2026-01-15T10:00:00.000Z';
const opened: RegisterEvent = {
  type: 'CashSessionOpened',
  data: {
    registerId: 'caja-1',
    sessionId: 's-1',
    cashierId: 'ana',
    openingCashCents: 50_000,
    locationId: 'Tienda',
    openedAt: NOW,
  },
};
const sale = (saleId: string, over: Partial<SaleRung['data']> = {}) => ({
  registerId: 'caja-1',
  sessionId: 's-1',
  saleId,
  cashierId: 'ana',
  grossCents: 10_000,
  discountCents: 1_000,
  taxCents: 1_440,
  totalCents: 10_440,
  takenByMethod: { cash: 10_440, card: 0, transfer: 0 },
  ...over,
});
const rung = (saleId: string, n: number, over: Partial<SaleRung['data']> = {}): RegisterEvent => ({
  type: 'SaleRung',
  data: { ...sale(saleId, over), number: `CAJA-1-00000${n}` },
});

describe('a register’s cash session', () => {
  it('opens once; another session while one is open is refused; a negative fund too', () => {
    const open = (sessionId: string, openingCashCents = 50_000) =>
      command('OpenCashSession', {
        registerId: 'caja-1',
        sessionId,
        cashierId: 'ana',
        openingCashCents,
        locationId: 'Tienda',
      });
    spec.given([]).when(open('s-1')).then([opened]);
    spec.given([opened]).when(open('s-1')).thenNothing();
    spec.given([opened]).when(open('s-2')).thenThrows('REGISTER.SESSION_OPEN');
    spec.given([]).when(open('s-1', -1)).thenThrows('REGISTER.OPENING_CASH');
  });

  it('counts each sale once, numbered in order; a closed session sells nothing', () => {
    spec
      .given([opened])
      .when(command('RecordSale', sale('v-1')))
      .then([rung('v-1', 1)]);
    spec
      .given([opened, rung('v-1', 1)])
      .when(command('RecordSale', sale('v-1')))
      .thenNothing();
    spec
      .given([opened, rung('v-1', 1)])
      .when(command('RecordSale', sale('v-2')))
      .then([rung('v-2', 2)]);
    const closed: RegisterEvent = {
      type: 'CashSessionClosed',
      data: {
        registerId: 'caja-1',
        sessionId: 's-1',
        denominations: {},
        countedCashCents: 0,
        expectedCashCents: 50_000,
        differenceCents: -50_000,
        notes: '',
        figures: emptyFigures(),
        closedAt: NOW,
      },
    };
    spec
      .given([opened, closed])
      .when(command('RecordSale', sale('v-3')))
      .thenThrows('REGISTER.NO_OPEN_SESSION');
    spec
      .given([])
      .when(command('RecordSale', sale('v-3')))
      .thenThrows('REGISTER.NOT_FOUND');
  });

  it('closes with the Z report: cash expected from the fund, cash taken and cash refunded; the difference counted', () => {
    const card = rung('v-2', 2, { cashierId: 'luis', takenByMethod: { cash: 0, card: 10_440, transfer: 0 } });
    const refund: RegisterEvent = {
      type: 'RefundRung',
      data: {
        registerId: 'caja-1',
        sessionId: 's-1',
        saleId: 'v-1',
        refundId: 'r-1',
        cashierId: 'sup',
        amountCents: 2_000,
        method: 'cash',
      },
    };
    // 500.00 fund + 104.40 cash − 20.00 refunded = 584.40 expected; counted 5 × 100 + 8 × 10 + 4 × 1 + 40 × 0.10.
    const denominations = { '10000': 5, '1000': 8, '100': 4, '10': 40 };
    spec
      .given([opened, rung('v-1', 1), card, refund])
      .when(
        command('CloseCashSession', { registerId: 'caja-1', sessionId: 's-1', denominations, notes: ' Sin novedad ' }),
      )
      .then([
        {
          type: 'CashSessionClosed',
          data: {
            registerId: 'caja-1',
            sessionId: 's-1',
            denominations,
            countedCashCents: 58_800,
            expectedCashCents: 58_440,
            differenceCents: 360,
            notes: 'Sin novedad',
            figures: {
              salesCount: 2,
              grossCents: 20_000,
              discountsCents: 2_000,
              refundsCents: 2_000,
              taxCents: 2_880,
              byMethod: { cash: 8_440, card: 10_440, transfer: 0 },
              byCashier: {
                ana: { salesCount: 1, totalCents: 10_440, refundsCents: 0 },
                luis: { salesCount: 1, totalCents: 10_440, refundsCents: 0 },
                sup: { salesCount: 0, totalCents: 0, refundsCents: 2_000 },
              },
            },
            closedAt: NOW,
          },
        },
      ]);
    spec
      .given([opened])
      .when(
        command('CloseCashSession', { registerId: 'caja-1', sessionId: 's-1', denominations: { '0': 1 }, notes: '' }),
      )
      .thenThrows('REGISTER.COUNTED_CASH');
  });
});

describe('where a register’s session sells from (issue 39)', () => {
  const open = (sessionId: string, locationId?: string) =>
    command('OpenCashSession', {
      registerId: 'caja-1',
      sessionId,
      cashierId: 'ana',
      openingCashCents: 0,
      ...(locationId === undefined ? {} : { locationId }),
    });
  const openedAt = (sessionId: string, locationId: string): RegisterEvent => ({
    type: 'CashSessionOpened',
    data: { registerId: 'caja-1', sessionId, cashierId: 'ana', openingCashCents: 0, locationId, openedAt: NOW },
  });
  const closedS1: RegisterEvent = {
    type: 'CashSessionClosed',
    data: {
      registerId: 'caja-1',
      sessionId: 's-1',
      denominations: {},
      countedCashCents: 0,
      expectedCashCents: 0,
      differenceCents: 0,
      notes: '',
      figures: emptyFigures(),
      closedAt: NOW,
    },
  };

  it('a register never opened sells at the shop’s counter unless told', () => {
    spec
      .given([])
      .when(open('s-1'))
      .then([openedAt('s-1', SHOP_COUNTER)]);
    spec
      .given([])
      .when(open('s-1', 'Cámara fría'))
      .then([openedAt('s-1', 'Cámara fría')]);
  });

  it('the next session sells where the register was last opened, or where it is told (which moves it)', () => {
    // An old session, opened before issue 39 with the warehouse's default, reads the same way.
    const before = [openedAt('s-1', 'Almacén principal'), closedS1];
    spec
      .given(before)
      .when(open('s-2'))
      .then([openedAt('s-2', 'Almacén principal')]);
    spec
      .given(before)
      .when(open('s-2', 'Tienda Brickell'))
      .then([openedAt('s-2', 'Tienda Brickell')]);
  });
});
