import { agreementDecider, toCents, type AgreementItemInput } from '../../domain/consignment';
import type { AgreementClaims, SaleClaims } from '../../domain/consignment';
import { amountField, checkComputed, checkingDecisions, percentField, valueField } from '../computed-fields';

// What an agreement or a sale body may say that the server computes (spec 3), compared with the
// server's figures: at creation an agreement is active, worth Σ quantity × unit price, with nothing
// sold; a sale's lines are priced and commissioned from the agreement and capped at what remains,
// so its totals are compared with the sale the agreement decides.

/** A new agreement's figures against its items after the checks (prices filled from the products). */
export function checkAgreementClaims(claims: AgreementClaims | undefined, items: AgreementItemInput[]): void {
  if (!claims) return;
  const totalValueCents = items.reduce((sum, item) => sum + item.quantity * toCents(item.unitPrice), 0);
  checkComputed([
    valueField('status', claims.status, 'active'),
    amountField('totalValue', claims.totalValue, totalValueCents),
    amountField('soldValue', claims.soldValue, 0),
    amountField('commissionTotal', claims.commissionTotal, 0),
    amountField('netValue', claims.netValue, 0),
    ...claims.items.flatMap((item, i) => [
      valueField(`items.${i}.soldQuantity`, item.soldQuantity, 0),
      valueField(`items.${i}.status`, item.status, 'pending'),
    ]),
  ]);
}

/** The agreement's decider, refusing a sale whose price, commission or totals are not the ones it decides. */
export function saleAsClaimed(claims: SaleClaims) {
  const sent = [
    claims.totalAmount,
    claims.commissionTotal,
    claims.netAmount,
    ...claims.items.flatMap((l) => [l.unitPrice, l.commission]),
  ];
  if (sent.every((v) => v === undefined)) return agreementDecider;
  return checkingDecisions(agreementDecider, (events) => {
    for (const event of events) {
      if (event.type !== 'ConsignmentSaleRegistered') continue;
      const { lines, grossCents, commissionCents, netCents } = event.data;
      checkComputed([
        amountField('totalAmount', claims.totalAmount, grossCents),
        amountField('commissionTotal', claims.commissionTotal, commissionCents),
        amountField('netAmount', claims.netAmount, netCents),
        ...claims.items.flatMap((item, i) => {
          const line = lines.find((l) => l.productId === item.productId);
          if (!line) return []; // not in the agreement: decide() has refused it already
          return [
            amountField(`items.${i}.unitPrice`, item.unitPrice, line.unitPriceCents),
            percentField(`items.${i}.commission`, item.commission, line.commissionTenths),
          ];
        }),
      ]);
    }
  });
}
