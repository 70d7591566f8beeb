import { describe, expect, it } from 'vitest';
import type { AgreementHistoryEntry, AgreementView } from '@domain/consignment';
import {
  itemHistory,
  salesOf,
  soldInMonth,
  stemsOnHand,
  unitsSoldIn,
} from '../../frontend/src/features/partner-portal/lib/portal-figures';

// Issue 45: the partner's portal reads its figures from the agreements' items and their events —
// what is on the shelf, the sales as they came, the month's sales and an item's own history.

const actor = { userId: 'u', name: 'Ana' };
const ROSE = '00000000-0000-4000-8000-000000000001';
const TULIP = '00000000-0000-4000-8000-000000000002';
const item = (product: string, productName: string, quantity: number, sold: number, returned: number) => ({
  product,
  productName,
  sku: productName.toUpperCase(),
  quantity,
  soldQuantity: sold,
  returnedQuantity: returned,
  remaining: quantity - sold - returned,
  unitPrice: 10,
  commission: 20,
  status: sold === 0 ? ('pending' as const) : sold === quantity ? ('sold' as const) : ('partial' as const),
  locationId: 'main',
});
const agreement = (id: string, status: AgreementView['status'], items: AgreementView['items']): AgreementView => ({
  _id: id,
  id,
  code: id.slice(-6).toUpperCase(),
  partner: { id: 'p', businessName: 'Hotel', tradeName: 'Hotel' },
  startDate: '2026-11-01',
  endDate: '2026-12-01',
  status,
  items,
  notes: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  settledAt: null,
  totalValue: 0,
  soldValue: 0,
  commissionTotal: 0,
  netValue: 0,
});
const entry = (revision: number, type: string, occurredAt: string, data: object): AgreementHistoryEntry => ({
  revision,
  type,
  occurredAt,
  actor,
  data: data as Record<string, unknown>,
});
const line = (productId: string, quantity: number) => ({ productId, quantity, requestedQuantity: quantity });
const sale = (revision: number, at: string, lines: object[], grossCents: number) =>
  entry(revision, 'ConsignmentSaleRegistered', at, {
    lines,
    grossCents,
    commissionCents: 0,
    netCents: grossCents,
    soldAt: at,
  });

const open = agreement('agreement-aaaaaa', 'active', [item(ROSE, 'Rosa', 10, 3, 1), item(TULIP, 'Tulipán', 4, 0, 0)]);
const settled = agreement('agreement-bbbbbb', 'settled', [item(ROSE, 'Rosa', 2, 2, 0)]);
const history: AgreementHistoryEntry[] = [
  entry(0, 'AgreementCreated', '2026-10-30T10:00:00.000Z', {
    items: [
      { productId: ROSE, quantity: 10 },
      { productId: TULIP, quantity: 4 },
    ],
  }),
  sale(1, '2026-10-31T12:00:00.000Z', [line(ROSE, 1)], 1000),
  sale(2, '2026-11-20T12:00:00.000Z', [line(ROSE, 2)], 2000),
  entry(3, 'ConsignmentReturnRegistered', '2026-11-21T12:00:00.000Z', { lines: [line(ROSE, 1)] }),
  entry(4, 'DiscrepancyReported', '2026-11-22T12:00:00.000Z', {
    discrepancyId: 'd1',
    productId: ROSE,
    note: 'Tengo 5',
  }),
  entry(5, 'DiscrepancyReported', '2026-11-22T13:00:00.000Z', { discrepancyId: 'd2', productId: TULIP, note: 'x' }),
  entry(6, 'DiscrepancyResolved', '2026-11-23T12:00:00.000Z', { discrepancyId: 'd1', note: 'Contado' }),
];

describe("the partner portal's figures", () => {
  it('counts on the shelf only what open agreements still hold', () => {
    expect(stemsOnHand([open, settled])).toBe(6 + 4);
  });

  it('lists the sales newest first, each with its agreement, lines and amounts', () => {
    const sales = salesOf([open], new Map([[open.id, history]]));
    expect(sales.map((s) => [s.code, s.units, s.gross, s.lines[0]!.productName])).toEqual([
      ['AAAAAA', 2, 20, 'Rosa'],
      ['AAAAAA', 1, 10, 'Rosa'],
    ]);
    expect(unitsSoldIn(history)).toBe(3);
  });

  it("sums this month's sales only", () => {
    const sales = salesOf([open], new Map([[open.id, history]]));
    expect(soldInMonth(sales, new Date('2026-11-25T12:00:00'))).toEqual({ units: 2, gross: 20 });
  });

  it("tells an item's own history: placed, sold, returned, its discrepancy and how it was resolved", () => {
    expect(itemHistory(history, ROSE).map((e) => [e.kind, e.quantity ?? e.note])).toEqual([
      ['placed', 10],
      ['sold', 1],
      ['sold', 2],
      ['returned', 1],
      ['reported', 'Tengo 5'],
      ['resolved', 'Contado'],
    ]);
    expect(itemHistory(history, TULIP).map((e) => e.kind)).toEqual(['placed', 'reported']);
  });
});
