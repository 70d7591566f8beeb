import { totalStock, type ProductState } from '../../inventory';
import { toPesos } from '../../shared/money';
import { DEFAULT_COMMISSION } from '../commission';
import { partnerIllegal, partnerNotFound } from '../partner/errors';
import type { AgreementItemInput } from './commands';
import { productUnavailable, stockShort } from './errors';
import type { KnownPartner, PartnerState } from '../partner/evolve';

// What the command-api checks before it sends CreateAgreement, across streams the agreement does not
// own: a refused agreement appends nothing, so no stock moves and no half-created agreement exists.

/** Spec 5: an agreement is made with a registered, active partner. */
export function partnerForAgreement(partner: PartnerState): KnownPartner {
  if (partner.status === 'absent') throw partnerNotFound();
  if (partner.status !== 'active') throw partnerIllegal('PARTNER.INACTIVE');
  return partner;
}

/** A complete row of the form (see isCompleteItem): product, quantity and what the user typed. */
export interface AgreementRow {
  productId: string;
  quantity: number;
  unitPrice?: number;
  commission?: number;
}

/**
 * The item as CreateAgreement takes it: the product must be active with the quantity at its home
 * location (spec 5: only active products with stock); unit price defaults to the product's price,
 * commission to the partner's (spec 9: 20 % when the partner has none).
 */
export function agreementItemFor(
  row: AgreementRow,
  product: ProductState,
  partner: KnownPartner | undefined,
): AgreementItemInput {
  if (product.status !== 'active') throw productUnavailable(product.status === 'absent' ? row.productId : product.name);
  if (totalStock(product) <= 0) throw productUnavailable(product.name);
  const locationId = product.location;
  const available = product.stock[locationId] ?? 0;
  if (available < row.quantity) throw stockShort(product.name, locationId, available, row.quantity);
  return {
    productId: product.productId,
    productName: product.name,
    sku: product.sku,
    locationId,
    quantity: row.quantity,
    unitPrice: row.unitPrice ?? toPesos(product.priceCents),
    commission: row.commission ?? (partner ? partner.defaultCommissionTenths / 10 : DEFAULT_COMMISSION),
  };
}
