import { describe, expect, it } from 'vitest';
import { createAgreementBody, registerReturnBody, registerSaleBody } from './agreement/commands';
import { CONSIGNMENT_MESSAGES as M } from './messages';
import { registerPartnerBody, updatePartnerBody } from './partner/commands';

// The HTTP bodies say the same messages decide() says, so a form and a script hear the same thing.

const ROSE = '7a1c6a52-5d0e-4c1b-9a55-000000000001';
const PARTNER = '3d9b1f0e-2c4a-4e8b-9f61-0000000000a1';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the new-partner body', () => {
  it('fills the defaults of spec 5 and 9', () => {
    expect(registerPartnerBody.parse({ businessName: 'Casa Azul', taxId: 'HCA010203AB1' })).toEqual({
      businessName: 'Casa Azul',
      taxId: 'HCA010203AB1',
      type: 'other',
      defaultCommission: 20,
      status: 'active',
    });
  });

  it('says what is missing or wrong', () => {
    expect(messages(registerPartnerBody.safeParse({}))).toEqual([
      M['PARTNER.BUSINESS_NAME_REQUIRED'],
      M['PARTNER.TAX_ID_REQUIRED'],
    ]);
    const body = { businessName: 'Casa Azul', taxId: 'X' };
    expect(messages(registerPartnerBody.safeParse({ ...body, defaultCommission: 101 }))).toEqual([
      M['PARTNER.COMMISSION_RANGE'],
    ]);
    expect(messages(registerPartnerBody.safeParse({ ...body, defaultCommission: 10.25 }))).toEqual([
      M['PARTNER.COMMISSION_STEP'],
    ]);
    expect(messages(registerPartnerBody.safeParse({ ...body, type: 'florist' }))).toEqual([M['PARTNER.INVALID_TYPE']]);
    expect(messages(registerPartnerBody.safeParse({ ...body, status: 'paused' }))).toEqual([
      M['PARTNER.INVALID_STATUS'],
    ]);
  });
});

describe('the partner-update body', () => {
  it('leaves out what was not sent, so an update keeps the partner’s type and commission', () => {
    expect(updatePartnerBody.parse({ notes: 'x' })).toEqual({ notes: 'x' });
  });
});

describe('the new-agreement body', () => {
  const item = { productId: ROSE, quantity: 2 };

  it('asks for a partner and well-formed dates', () => {
    expect(messages(createAgreementBody.safeParse({ items: [item] }))).toEqual([M['AGREEMENT.PARTNER_REQUIRED']]);
    expect(
      messages(createAgreementBody.safeParse({ partnerId: PARTNER, startDate: '15/01/2026', items: [item] })),
    ).toEqual([M['AGREEMENT.DATES_REQUIRED']]);
  });

  it('lets incomplete rows through for decide() to drop (spec 5)', () => {
    expect(createAgreementBody.safeParse({ partnerId: PARTNER, items: [item, { productId: '' }, {}] }).success).toBe(
      true,
    );
  });

  it('says what is wrong with a price or a commission', () => {
    const agreement = (row: object) =>
      createAgreementBody.safeParse({ partnerId: PARTNER, items: [{ ...item, ...row }] });
    expect(messages(agreement({ unitPrice: -1 }))).toEqual([M['AGREEMENT.UNIT_PRICE_NEGATIVE']]);
    expect(messages(agreement({ unitPrice: 1.234 }))).toEqual([M['AGREEMENT.AMOUNT_TOO_PRECISE']]);
    expect(messages(agreement({ quantity: 'dos' }))).toEqual([M['AGREEMENT.QUANTITY_POSITIVE']]);
    expect(messages(agreement({ commission: -5 }))).toEqual([M['PARTNER.COMMISSION_RANGE']]);
  });
});

describe('the sale and return bodies', () => {
  it('need at least one line with a whole quantity above 0', () => {
    expect(messages(registerSaleBody.safeParse({ items: [] }))).toEqual([M['SALE.ITEMS_REQUIRED']]);
    expect(messages(registerReturnBody.safeParse({ items: [] }))).toEqual([M['RETURN.ITEMS_REQUIRED']]);
    expect(messages(registerSaleBody.safeParse({ items: [{ productId: ROSE, quantity: 0 }] }))).toEqual([
      M['AGREEMENT.QUANTITY_POSITIVE'],
    ]);
    expect(messages(registerSaleBody.safeParse({ items: [{ productId: 'rosa', quantity: 1 }] }))).toEqual([
      M['SALE.ITEM_NOT_IN_AGREEMENT'],
    ]);
  });

  it('take no price or commission from the request (they come from the agreement)', () => {
    expect(registerSaleBody.safeParse({ items: [{ productId: ROSE, quantity: 1, unitPrice: 1 }] }).success).toBe(false);
  });
});
