import { describe, expect, it } from 'vitest';
import { CONSIGNED } from '../../inventory';
import {
  AGREEMENT_ID,
  HOME,
  LILY,
  NOW,
  agreementCreated,
  agreementSpec as spec,
  createAgreement,
  createAgreementUntyped,
  lily,
  lilyRow,
  rose,
  roseRow,
  tulip,
  tulipRow,
} from '../spec-fixtures';

// Spec 5 "New agreement": partner and dates; at least one item with product, quantity > 0, unit
// price >= 0, commission 0–100; incomplete items dropped; start today and end 30 days later, 20 %.

describe('an agreement not created yet', () => {
  it('is created with its items priced in centavos and commissions in tenths', () => {
    spec.given([]).when(createAgreement()).then([agreementCreated()]);
  });

  it('starts active, with nothing sold or returned and no sales money', () => {
    spec
      .given([])
      .when(createAgreement())
      .thenState({
        status: 'active',
        acknowledged: [],
        discrepancies: [],
        agreementId: AGREEMENT_ID,
        partnerId: agreementCreated().data.partnerId,
        partnerName: 'Hotel Casa Azul',
        startDate: '2026-01-15',
        endDate: '2026-02-14',
        items: [rose, tulip].map((item) => ({ ...item, soldQuantity: 0, returnedQuantity: 0 })),
        notes: '',
        createdAt: NOW,
        sales: { grossCents: 0, commissionCents: 0, netCents: 0 },
      });
  });

  it('starts today (the UTC date of the command) and ends 30 days later by default', () => {
    spec
      .given([])
      .when(createAgreement({ startDate: undefined, endDate: undefined }, { now: '2026-01-31T23:30:00.000-03:00' }))
      .then([
        agreementCreated({
          startDate: '2026-02-01',
          endDate: '2026-03-03',
          createdAt: '2026-01-31T23:30:00.000-03:00',
        }),
      ]);
  });

  it('ends 30 days after a given start when no end is given', () => {
    spec
      .given([])
      .when(createAgreement({ startDate: '2026-03-01', endDate: '' }))
      .then([agreementCreated({ startDate: '2026-03-01', endDate: '2026-03-31' })]);
  });

  it('accepts an agreement of a single day', () => {
    spec
      .given([])
      .when(createAgreement({ startDate: '2026-02-01', endDate: '2026-02-01' }))
      .then([agreementCreated({ startDate: '2026-02-01', endDate: '2026-02-01' })]);
  });

  it('refuses an end before the start, or a date that is not yyyy-mm-dd', () => {
    const err = spec
      .given([])
      .when(createAgreement({ startDate: '2026-02-10', endDate: '2026-02-09' }))
      .thenThrows('AGREEMENT.END_BEFORE_START');
    expect(err.errors).toEqual([{ path: 'endDate', message: 'La fecha de fin no puede ser anterior a la de inicio.' }]);
    spec
      .given([])
      .when(createAgreement({ startDate: '15/01/2026' }))
      .thenThrows('AGREEMENT.DATES_REQUIRED');
    spec
      .given([])
      .when(createAgreement({ endDate: '2026-02-30' }))
      .thenThrows('AGREEMENT.DATES_REQUIRED');
  });

  it('refuses without a partner', () => {
    spec
      .given([])
      .when(createAgreement({ partnerId: ' ' }))
      .thenThrows('AGREEMENT.PARTNER_REQUIRED');
  });

  it('takes the commission of 20 % when an item names none (spec 9)', () => {
    const { commission: _, ...withoutCommission } = roseRow;
    spec
      .given([])
      .when(createAgreementUntyped({ items: [withoutCommission] }))
      .then([agreementCreated({ items: [{ ...rose, commissionTenths: 200 }] })]);
  });

  it('drops rows without a product or without a quantity above 0 (spec 5)', () => {
    const rows = [
      roseRow,
      { ...tulipRow, productId: '' },
      { ...tulipRow, quantity: 0 },
      { ...tulipRow, quantity: -3 },
      { ...tulipRow, quantity: undefined },
    ];
    spec
      .given([])
      .when(createAgreementUntyped({ items: rows }))
      .then([agreementCreated({ items: [rose] })]);
  });

  it('refuses when no complete item is left', () => {
    const err = spec
      .given([])
      .when(createAgreement({ items: [{ ...roseRow, quantity: 0 }] }))
      .thenThrows('AGREEMENT.ITEMS_REQUIRED');
    expect(err.message).toBe('Agrega al menos un producto con cantidad mayor que 0.');
    spec
      .given([])
      .when(createAgreement({ items: [] }))
      .thenThrows('AGREEMENT.ITEMS_REQUIRED');
  });

  it('refuses the same product twice, naming the second row', () => {
    const err = spec
      .given([])
      .when(createAgreement({ items: [roseRow, tulipRow, { ...roseRow, quantity: 2 }] }))
      .thenThrows('AGREEMENT.DUPLICATE_PRODUCT');
    expect(err.errors?.[0]?.path).toBe('items.2.productId');
  });

  it('refuses a quantity that is not a whole number', () => {
    spec
      .given([])
      .when(createAgreement({ items: [{ ...roseRow, quantity: 2.5 }] }))
      .thenThrows('AGREEMENT.QUANTITY_POSITIVE');
  });

  it('accepts a unit price of 0 but refuses a negative, missing or too precise one', () => {
    spec
      .given([])
      .when(createAgreement({ items: [lilyRow] }))
      .then([agreementCreated({ items: [lily] })]);
    spec
      .given([])
      .when(createAgreement({ items: [{ ...roseRow, unitPrice: -1 }] }))
      .thenThrows('AGREEMENT.UNIT_PRICE_NEGATIVE');
    spec
      .given([])
      .when(createAgreementUntyped({ items: [{ ...roseRow, unitPrice: undefined }] }))
      .thenThrows('AGREEMENT.UNIT_PRICE_NEGATIVE');
    spec
      .given([])
      .when(createAgreement({ items: [{ ...roseRow, unitPrice: 25.555 }] }))
      .thenThrows('AGREEMENT.AMOUNT_TOO_PRECISE');
  });

  it('keeps a price with two decimals to the centavo', () => {
    spec
      .given([])
      .when(createAgreement({ items: [{ ...roseRow, unitPrice: 19.99 }] }))
      .then([agreementCreated({ items: [{ ...rose, unitPriceCents: 1999 }] })]);
  });

  it('refuses an item commission outside 0–100 or with two decimals', () => {
    spec
      .given([])
      .when(createAgreement({ items: [{ ...roseRow, commission: 120 }] }))
      .thenThrows('PARTNER.COMMISSION_RANGE');
    spec
      .given([])
      .when(createAgreement({ items: [{ ...roseRow, commission: 10.55 }] }))
      .thenThrows('PARTNER.COMMISSION_STEP');
  });

  it('needs a real origin location, never the consignment pseudo-location', () => {
    spec
      .given([])
      .when(createAgreement({ items: [{ ...roseRow, locationId: ' ' }] }))
      .thenThrows('PRODUCT.LOCATION_REQUIRED');
    spec
      .given([])
      .when(createAgreement({ items: [{ ...roseRow, locationId: CONSIGNED }] }))
      .thenThrows('MOVEMENT.LOCATION_RESERVED');
  });

  it('trims the names, notes and location it copies', () => {
    const row = {
      ...roseRow,
      productId: LILY,
      productName: ' Lirio ',
      sku: ' LIR-001 ',
      locationId: ` ${HOME} `,
    };
    spec
      .given([])
      .when(createAgreement({ items: [row], notes: '  Entregar el lunes ', partnerName: ' Hotel Casa Azul ' }))
      .then([
        agreementCreated({
          items: [{ ...rose, productId: LILY, productName: 'Lirio', sku: 'LIR-001' }],
          notes: 'Entregar el lunes',
        }),
      ]);
  });
});

describe('an agreement already created', () => {
  it('is not created twice', () => {
    const err = spec.given([agreementCreated()]).when(createAgreement()).thenThrows('AGREEMENT.ALREADY_EXISTS');
    expect(err.kind).toBe('illegal-state');
  });
});
