import type { z } from 'zod';
import {
  agreementDecider,
  agreementItemFor,
  agreementStream,
  isCompleteItem,
  partnerDecider,
  partnerForAgreement,
  partnerStream,
  type AgreementRow,
  type CreateAgreement,
  type createAgreementBody,
} from '../../domain/consignment';
import type { AgreementClaims } from '../../domain/consignment';
import { productDecider, productStream } from '../../domain/inventory';
import type { CommandHandler } from '../../application/handler';
import { checkAgreementClaims } from './spec-claims';

// What an agreement needs that only other aggregates know, checked before it is created (spec 5,
// issue 5): the partner exists and is active; every product exists, is active, has stock, and has
// the agreed units at its location. A refusal appends nothing: no half-created agreement, no stock
// moved. The products' name, SKU, location and price and the partner's commission fill the items.
// (Stock can still be sold between this check and the reactor's movement: see reactors/stock-follows-agreement.)

type Body = z.infer<typeof createAgreementBody> & { agreementId: string };

/** Spec 5: rows without a product or a quantity > 0 are dropped (decide() drops them too). */
const rowsOf = (items: Body['items']): AgreementRow[] =>
  items.filter(isCompleteItem).map(({ productId, quantity, unitPrice, commission }) => ({
    productId: productId!,
    quantity: quantity!,
    unitPrice,
    commission,
  }));

/**
 * The CreateAgreement command for a body, after the checks. An agreement that already exists is not
 * checked again (its units may have left already): decide() refuses it, and an Idempotency-Key
 * repeat gets the first answer without being decided at all. `claims`: the figures the body says
 * the server computes (spec 3), compared once the items are priced.
 */
export async function agreementToCreate(
  handler: CommandHandler,
  body: Body,
  claims?: AgreementClaims,
): Promise<CreateAgreement['data']> {
  const { items, ...agreement } = body;
  const existing = await handler.load(agreementDecider, agreementStream(body.agreementId));
  if (existing.revision >= 0n) return { ...agreement, partnerName: '', items: [] };
  const partner = partnerForAgreement((await handler.load(partnerDecider, partnerStream(body.partnerId))).state);
  const rows = rowsOf(items);
  const products = await Promise.all(rows.map((row) => handler.load(productDecider, productStream(row.productId))));
  // Checked in the order of the form, so a refusal names the first row at fault.
  const checked = rows.map((row, i) => agreementItemFor(row, products[i]!.state, partner));
  checkAgreementClaims(claims, checked);
  return { ...agreement, partnerName: partner.businessName, items: checked };
}
