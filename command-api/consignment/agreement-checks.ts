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
import type { CommandHandler } from '../../application/handler';
import type { CommandsToSend } from '../send-command';
import { decidedWithStock, withStock } from './agreement-stock';
import { checkAgreementClaims } from './spec-claims';

// What an agreement needs that only other aggregates know (spec 5, issue 5): the partner exists and
// is active; every product exists, is active, has stock, and has the agreed units at its location.
// The partner is checked before the command; the products inside it, on the very states their
// consignment_out movements are decided on and appended with the agreement (issue 41): two
// agreements racing for the last units cannot both have them. A refusal appends nothing. The
// products' name, SKU, location and price and the partner's commission fill the items.

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
 * The CreateAgreement command for a body, with its stock. An agreement that already exists is not
 * checked again (its units may have left already): decide() refuses it, and an Idempotency-Key
 * repeat gets the first answer without being decided at all. `claims`: the figures the body says
 * the server computes (spec 3), compared once the items are priced.
 */
export async function agreementToCreate(
  handler: CommandHandler,
  body: Body,
  claims?: AgreementClaims,
): Promise<CommandsToSend> {
  const { items, ...agreement } = body;
  const { agreementId } = body;
  const existing = await handler.load(agreementDecider, agreementStream(agreementId));
  if (existing.revision >= 0n) {
    const again = { ...agreement, partnerName: '', items: [] };
    return withStock(agreementId, { type: 'CreateAgreement', data: again }, []);
  }
  const partner = partnerForAgreement((await handler.load(partnerDecider, partnerStream(body.partnerId))).state);
  const rows = rowsOf(items);
  return decidedWithStock(
    agreementId,
    rows.map((row) => row.productId),
    (state, products, metadata) => {
      // Checked in the order of the form, so a refusal names the first row at fault.
      const checked = rows.map((row) => {
        const product = products.find((p) => p.productId === row.productId)!;
        return agreementItemFor(row, product.state, partner);
      });
      checkAgreementClaims(claims, checked);
      const data: CreateAgreement['data'] = { ...agreement, partnerName: partner.businessName, items: checked };
      return agreementDecider.decide({ type: 'CreateAgreement', data, metadata }, state);
    },
  );
}
