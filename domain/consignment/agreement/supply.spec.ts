import { describe, expect, it } from 'vitest';
import { productDecider, type ProductEvent, type ProductState } from '../../inventory';
import { HOME as PRODUCT_HOME, SHOP as OTHER_SHOP, bought, productAdded } from '../../inventory/spec-fixtures';
import { DomainError } from '../../shared/errors';
import { agreementItemFor, partnerForAgreement } from './supply';
import type { KnownPartner, PartnerState } from '../partner/evolve';
import { PARTNER_ID, ROSE } from '../spec-fixtures';

// What the command-api checks before it sends CreateAgreement (spec 5: an active partner; only
// active products with stock; enough at the product's location), and the defaults it fills in.

const productFrom = (...events: ProductEvent[]): ProductState =>
  events.reduce(productDecider.evolve, productDecider.initialState());
const rose = productFrom(productAdded({ productId: ROSE }), bought(12, PRODUCT_HOME));

const partner: KnownPartner = {
  partnerId: PARTNER_ID,
  businessName: 'Hoteles Casa Azul',
  tradeName: '',
  type: 'hotel',
  taxId: 'HCA010203AB1',
  defaultCommissionTenths: 175,
  primaryAddress: { street: '', city: '', state: '', zipCode: '', country: 'México' },
  mainContact: { name: '', phone: '', email: '', position: '' },
  notes: '',
  status: 'active',
  registeredAt: '2026-01-01T00:00:00.000Z',
};

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('the partner of a new agreement', () => {
  it('is the registered, active partner', () => {
    expect(partnerForAgreement(partner)).toBe(partner);
  });

  it('must exist and be active', () => {
    expect(refusal(() => partnerForAgreement({ status: 'absent' })).code).toBe('PARTNER.NOT_FOUND');
    const inactive: PartnerState = { ...partner, status: 'inactive' };
    const err = refusal(() => partnerForAgreement(inactive));
    expect([err.code, err.kind, err.message]).toEqual([
      'PARTNER.INACTIVE',
      'illegal-state',
      'El socio está inactivo: no admite acuerdos nuevos.',
    ]);
  });
});

describe('an item of a new agreement', () => {
  it('copies the product’s name, SKU, location and price, and the partner’s commission', () => {
    expect(agreementItemFor({ productId: ROSE, quantity: 12 }, rose, partner)).toEqual({
      productId: ROSE,
      productName: 'Rosa roja',
      sku: 'ROS-001',
      locationId: PRODUCT_HOME,
      quantity: 12,
      unitPrice: 25.5,
      commission: 17.5,
    });
  });

  it('keeps the price and commission the user typed, and 20 % without a partner default', () => {
    expect(
      agreementItemFor({ productId: ROSE, quantity: 1, unitPrice: 30, commission: 0 }, rose, partner),
    ).toMatchObject({ unitPrice: 30, commission: 0 });
    expect(agreementItemFor({ productId: ROSE, quantity: 1 }, rose, undefined).commission).toBe(20);
  });

  it('is refused, naming the product, when the product is missing, not active or without stock', () => {
    expect(refusal(() => agreementItemFor({ productId: ROSE, quantity: 1 }, { status: 'absent' }, partner)).code).toBe(
      'AGREEMENT.PRODUCT_UNAVAILABLE',
    );
    const inactive = productFrom(productAdded({ productId: ROSE, status: 'inactive' }), bought(12));
    const err = refusal(() => agreementItemFor({ productId: ROSE, quantity: 1 }, inactive, partner));
    expect(err.message).toBe(
      'El producto Rosa roja no está disponible para consignación (debe estar activo y con stock).',
    );
    const empty = productFrom(productAdded({ productId: ROSE }));
    expect(refusal(() => agreementItemFor({ productId: ROSE, quantity: 1 }, empty, partner)).code).toBe(
      'AGREEMENT.PRODUCT_UNAVAILABLE',
    );
  });

  it('is refused with the figures when its location has too few units', () => {
    const err = refusal(() => agreementItemFor({ productId: ROSE, quantity: 13 }, rose, partner));
    expect([err.code, err.kind]).toEqual(['AGREEMENT.STOCK_SHORT', 'illegal-state']);
    expect(err.message).toBe('Stock insuficiente de Rosa roja en Almacén principal: hay 12, el acuerdo pide 13.');
    // Units elsewhere do not count: the agreement takes them from the product's own location.
    const elsewhere = productFrom(productAdded({ productId: ROSE }), bought(20, OTHER_SHOP));
    expect(refusal(() => agreementItemFor({ productId: ROSE, quantity: 1 }, elsewhere, partner)).code).toBe(
      'AGREEMENT.STOCK_SHORT',
    );
  });
});
