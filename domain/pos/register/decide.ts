import type { RegisterCommand } from './commands';
import { registerIllegal, registerInvalid, registerNotFound } from './errors';
import type { RegisterEvent } from './events';
import type { RegisterState } from './evolve';
import { SHOP_COUNTER } from './location';

// One open session per register; sales and refunds count in the session open now, once each; the
// Z report is the session's figures at close, and the cash expected is the opening cash plus what
// cash took, refunds in cash taken off. A session sells where it is told, else where the register
// stands (its last session's location), else at the shop's counter (issue 39).

/** A sale's number: the register's code and its count, never reused (CAJA-1-000123). */
export const saleNumber = (registerId: string, n: number) =>
  `${registerId.toUpperCase()}-${String(n).padStart(6, '0')}`;

export function decideRegister(command: RegisterCommand, state: RegisterState): RegisterEvent[] {
  const now = command.metadata.now;
  const d = command.data;
  switch (command.type) {
    case 'OpenCashSession': {
      if (state.open?.sessionId === d.sessionId || state.closed.includes(d.sessionId)) return [];
      if (state.open) throw registerIllegal('REGISTER.SESSION_OPEN');
      const { openingCashCents } = command.data;
      if (!Number.isSafeInteger(openingCashCents) || openingCashCents < 0)
        throw registerInvalid('REGISTER.OPENING_CASH', 'openingCash');
      const locationId = command.data.locationId?.trim() || state.locationId || SHOP_COUNTER;
      return [{ type: 'CashSessionOpened', data: { ...command.data, locationId, openedAt: now } }];
    }
    case 'RecordSale':
    case 'RecordRefund': {
      const id = command.type === 'RecordSale' ? command.data.saleId : command.data.refundId;
      if (!state.open || state.open.sessionId !== d.sessionId) {
        if (state.closed.includes(d.sessionId) || state.open) throw registerIllegal('REGISTER.NO_OPEN_SESSION');
        throw registerNotFound();
      }
      if (state.open.counted.includes(id)) return []; // the device's retry: counted once
      if (command.type === 'RecordRefund') return [{ type: 'RefundRung', data: command.data }];
      const number = saleNumber(state.registerId, state.salesRung + 1);
      return [{ type: 'SaleRung', data: { ...command.data, number } }];
    }
    case 'CloseCashSession': {
      const { denominations, notes } = command.data;
      if (state.closed.includes(d.sessionId)) return [];
      if (!state.open || state.open.sessionId !== d.sessionId) throw registerIllegal('REGISTER.NO_OPEN_SESSION');
      const counts = Object.entries(denominations);
      if (counts.some(([cents, n]) => !/^\d+$/.test(cents) || Number(cents) <= 0 || !Number.isSafeInteger(n) || n < 0))
        throw registerInvalid('REGISTER.COUNTED_CASH', 'countedCash');
      const countedCashCents = counts.reduce((sum, [cents, n]) => sum + Number(cents) * n, 0);
      const { figures, openingCashCents } = state.open;
      const expectedCashCents = openingCashCents + figures.byMethod.cash;
      return [
        {
          type: 'CashSessionClosed',
          data: {
            registerId: state.registerId,
            sessionId: d.sessionId,
            denominations,
            countedCashCents,
            expectedCashCents,
            differenceCents: countedCashCents - expectedCashCents,
            notes: notes.trim(),
            figures,
            closedAt: now,
          },
        },
      ];
    }
  }
}
