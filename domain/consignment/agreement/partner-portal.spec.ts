import { describe, expect, it } from 'vitest';
import { command } from '../../shared/given-when-then';
import { evolveAgreement, initialAgreement } from './evolve';
import type { AgreementSettled, DiscrepancyReported, StatementAcknowledged } from './events';
import {
  AGREEMENT_ID,
  LATER,
  NOW,
  PARTNER_ID,
  TULIP,
  agreementCreated,
  agreementSpec as spec,
  returnLine,
  rose,
  saleLine,
  saleRegistered,
  tulip,
} from '../spec-fixtures';

// Issue 45: the partner confirms a settlement's statement once and reports a line that does not
// match; the shop resolves it. Another partner's agreement is as unknown to it as a missing one.

const SETTLEMENT = '9c1d2e3f-4a5b-4c6d-8e7f-00000000511e';
const DISCREPANCY = '9c1d2e3f-4a5b-4c6d-8e7f-0000000d15c1';
const OTHER_PARTNER = '3d9b1f0e-2c4a-4e8b-9f61-0000000000b2';
const PARTNER_USER = { actor: { userId: 'partner-user', roles: ['partner'] } };
const from = { address: '203.0.113.7', device: 'Mozilla/5.0 (iPhone)' };

const settled: AgreementSettled = {
  type: 'AgreementSettled',
  data: {
    returnedLines: [returnLine(rose, 7), returnLine(tulip, 4)],
    grossCents: 7650,
    commissionCents: 1530,
    netCents: 6120,
    notes: '',
    settledAt: NOW,
  },
};
const settledHistory = [agreementCreated(), saleRegistered([saleLine(rose, 3, [7650, 1530, 6120])]), settled];

const acknowledge = (
  over: Partial<{ settlementId: string; settledAs: string; asPartner: string; note: string }> = {},
) =>
  command(
    'AcknowledgeStatement',
    { settlementId: SETTLEMENT, settledAs: SETTLEMENT, asPartner: PARTNER_ID, from, ...over },
    { ...PARTNER_USER, now: LATER },
  );
const acknowledged: StatementAcknowledged = {
  type: 'StatementAcknowledged',
  data: { settlementId: SETTLEMENT, acknowledgedBy: 'partner-user', acknowledgedAt: LATER, note: '', from },
};

const report = (over: Partial<{ productId: string; note: string; asPartner: string }> = {}) =>
  command(
    'ReportDiscrepancy',
    { discrepancyId: DISCREPANCY, productId: TULIP, note: ' Recibimos 3, no 4 ', asPartner: PARTNER_ID, ...over },
    PARTNER_USER,
  );
const reported: DiscrepancyReported = {
  type: 'DiscrepancyReported',
  data: {
    discrepancyId: DISCREPANCY,
    productId: TULIP,
    note: 'Recibimos 3, no 4',
    reportedBy: 'partner-user',
    reportedAt: NOW,
  },
};
const resolve = (note?: string) =>
  command(
    'ResolveDiscrepancy',
    { discrepancyId: DISCREPANCY, ...(note === undefined ? {} : { note }) },
    { now: LATER },
  );

describe('a settled agreement of Hotel Casa Azul', () => {
  it('takes its partner’s confirmation of the statement: who, when and from where', () => {
    spec.given(settledHistory).when(acknowledge()).then([acknowledged]);
  });

  it('keeps the note and cuts an overlong browser name', () => {
    const device = 'x'.repeat(500);
    spec
      .given(settledHistory)
      .when(acknowledge({ note: ' Todo en orden ' }))
      .then([{ ...acknowledged, data: { ...acknowledged.data, note: 'Todo en orden' } }]);
    const long = command(
      'AcknowledgeStatement',
      { settlementId: SETTLEMENT, settledAs: SETTLEMENT, asPartner: PARTNER_ID, from: { address: '::1', device } },
      PARTNER_USER,
    );
    const [event] = spec
      .given(settledHistory)
      .when(long)
      .then([
        {
          type: 'StatementAcknowledged',
          data: {
            settlementId: SETTLEMENT,
            acknowledgedBy: 'partner-user',
            acknowledgedAt: NOW,
            note: '',
            from: { address: '::1', device: 'x'.repeat(200) },
          },
        },
      ]);
    expect(event?.type === 'StatementAcknowledged' && event.data.from.device).toHaveLength(200);
  });

  it('refuses a second confirmation of the same settlement (409)', () => {
    const error = spec
      .given([...settledHistory, acknowledged])
      .when(acknowledge())
      .thenThrows('STATEMENT.ALREADY_ACKNOWLEDGED');
    expect(error.kind).toBe('illegal-state');
  });

  it('knows no settlement but its own', () => {
    const error = spec
      .given(settledHistory)
      .when(acknowledge({ settlementId: '9c1d2e3f-4a5b-4c6d-8e7f-000000000bad' }))
      .thenThrows('STATEMENT.NOT_FOUND');
    expect(error.kind).toBe('not-found');
  });

  it('is not found for another partner, exactly as an unknown agreement', () => {
    spec
      .given(settledHistory)
      .when(acknowledge({ asPartner: OTHER_PARTNER }))
      .thenThrows('AGREEMENT.NOT_FOUND');
    spec.given([]).when(acknowledge()).thenThrows('AGREEMENT.NOT_FOUND');
    spec
      .given(settledHistory)
      .when(report({ asPartner: OTHER_PARTNER }))
      .thenThrows('AGREEMENT.NOT_FOUND');
  });
});

describe('an active agreement', () => {
  const history = [agreementCreated()];

  it('has no statement to confirm until it is settled', () => {
    spec.given(history).when(acknowledge()).thenThrows('STATEMENT.NOT_FOUND');
  });

  it('takes a discrepancy on one of its lines, with the note trimmed', () => {
    spec.given(history).when(report()).then([reported]);
  });

  it('refuses a discrepancy on a product it does not hold, or without a note', () => {
    const error = spec
      .given(history)
      .when(report({ productId: '7a1c6a52-5d0e-4c1b-9a55-000000000099' }))
      .thenThrows('DISCREPANCY.PRODUCT_NOT_IN_AGREEMENT');
    expect(error.errors?.[0]?.path).toBe('productId');
    spec
      .given(history)
      .when(report({ note: '   ' }))
      .thenThrows('DISCREPANCY.NOTE_REQUIRED');
    spec
      .given([...history, reported])
      .when(report())
      .thenThrows('DISCREPANCY.ALREADY_REPORTED');
  });

  it('lets the shop resolve a reported discrepancy once', () => {
    spec
      .given([...history, reported])
      .when(resolve(' Contado de nuevo: eran 3 '))
      .then([
        {
          type: 'DiscrepancyResolved',
          data: {
            discrepancyId: DISCREPANCY,
            note: 'Contado de nuevo: eran 3',
            resolvedBy: 'owner-spec',
            resolvedAt: LATER,
          },
        },
      ]);
    const twice = [
      ...history,
      reported,
      {
        type: 'DiscrepancyResolved' as const,
        data: { discrepancyId: DISCREPANCY, note: '', resolvedBy: 'owner-spec', resolvedAt: LATER },
      },
    ];
    spec.given(twice).when(resolve()).thenThrows('DISCREPANCY.ALREADY_RESOLVED');
    spec.given(history).when(resolve()).thenThrows('DISCREPANCY.NOT_FOUND');
  });

  it('remembers the confirmation and the discrepancies in its state, and they change no unit or money', () => {
    const before = settledHistory.reduce(evolveAgreement, initialAgreement());
    const after = [acknowledged, reported].reduce(evolveAgreement, before);
    if (before.status !== 'settled' || after.status !== 'settled') throw new Error('not settled');
    expect(after.items).toEqual(before.items);
    expect(after.sales).toEqual(before.sales);
    expect(after.acknowledged).toEqual([SETTLEMENT]);
    expect(after.discrepancies).toEqual([{ discrepancyId: DISCREPANCY, productId: TULIP, resolved: false }]);
    expect(after.agreementId).toBe(AGREEMENT_ID);
  });
});
