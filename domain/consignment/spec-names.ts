import { z } from 'zod';
import { computedAmount, idOfReference, reference, sameUnderBothNames } from '../shared/spec-names';
import { createAgreementBody, registerReturnBody, registerSaleBody, settleAgreementBody } from './agreement/commands';
import { commission } from './commission';
import { CONSIGNMENT_MESSAGES as M } from './messages';
import { AGREEMENT_STATUSES } from './agreement/events';

// Consignment's write bodies as the routes take them: the app's shape (commands.ts) plus the spec's
// section 3 names — agreement `_id`, `partner` (id or object), item `product`; the sale, return and
// settlement payloads with `agreementId` (the route's agreement). What the server computes (status,
// totals, an item's sold quantity and status, a sale line's price and commission, the sale's
// totals) may be sent and is compared by the command-api; each request answers its app-shaped
// body and those `claims`.

const agreementRef = z.uuid({ error: 'Identificador de acuerdo inválido.' });
const pathAgreement = agreementRef.optional().describe('Spec 3: debe ser el acuerdo de la ruta');
const percent = (what: string) => commission.describe(`${what}. Lo calcula el servidor: si se envía, debe coincidir`);
const productRef = (error: string) =>
  reference(error).optional().describe('Spec 3: el producto (id u objeto con _id/id); igual que productId');

const agreementItem = createAgreementBody.shape.items.element
  .extend({
    product: productRef(M['AGREEMENT.ITEMS_REQUIRED']),
    soldQuantity: z.number().int().optional().describe('Lo calcula el servidor: 0 al crear'),
    status: z.enum(['pending', 'partial', 'sold']).optional().describe("Lo calcula el servidor: 'pending' al crear"),
  })
  .superRefine((i, ctx) => sameUnderBothNames(ctx, ['product'], i.productId, idOfReference(i.product), 'productId'));

export const createAgreementRequest = createAgreementBody
  .extend({
    _id: agreementRef.optional().describe('Spec 3: el id del acuerdo (igual que agreementId)'),
    partnerId: createAgreementBody.shape.partnerId.optional(),
    partner: reference(M['AGREEMENT.PARTNER_REQUIRED'])
      .optional()
      .describe('Spec 3: el socio (id u objeto con _id/id); igual que partnerId'),
    items: z.array(agreementItem).max(100),
    status: z.enum(AGREEMENT_STATUSES).optional().describe("Lo calcula el servidor: 'active' al crear"),
    createdAt: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('La fija el servidor al crear: se acepta y no se guarda'),
    totalValue: computedAmount('Valor total (cantidad × precio unitario)').optional(),
    soldValue: computedAmount('Valor vendido: 0 al crear').optional(),
    commissionTotal: computedAmount('Comisión total: 0 al crear').optional(),
    netValue: computedAmount('Valor neto: 0 al crear').optional(),
  })
  .superRefine((b, ctx) => {
    sameUnderBothNames(ctx, ['_id'], b.agreementId, b._id, 'agreementId');
    sameUnderBothNames(ctx, ['partner'], b.partnerId, idOfReference(b.partner), 'partnerId');
    if (!b.partnerId && !b.partner)
      ctx.addIssue({ code: 'custom', path: ['partnerId'], message: M['AGREEMENT.PARTNER_REQUIRED'] });
  })
  .transform(
    ({ _id, partner, items, status, createdAt: _, totalValue, soldValue, commissionTotal, netValue, ...body }) => ({
      ...body,
      agreementId: body.agreementId ?? _id,
      partnerId: (body.partnerId ?? idOfReference(partner))!,
      items: items.map(({ product, soldQuantity: _s, status: _t, ...item }) => ({
        ...item,
        productId: item.productId || idOfReference(product),
      })),
      claims: {
        status,
        totalValue,
        soldValue,
        commissionTotal,
        netValue,
        items: items.map(({ soldQuantity, status: itemStatus }) => ({ soldQuantity, status: itemStatus })),
      },
    }),
  );

/** A sale or return line: `productId` or the spec's `product`, one of them. */
const withProduct = <T extends { productId?: string; product?: unknown }>(line: T, ctx: z.RefinementCtx) => {
  const product = idOfReference(line.product as never);
  sameUnderBothNames(ctx, ['product'], line.productId, product, 'productId');
  if (!line.productId && !product)
    ctx.addIssue({ code: 'custom', path: ['productId'], message: M['SALE.ITEM_NOT_IN_AGREEMENT'] });
};

const returnLine = registerReturnBody.shape.items.element
  .extend({
    productId: registerReturnBody.shape.items.element.shape.productId.optional(),
    product: productRef(M['SALE.ITEM_NOT_IN_AGREEMENT']),
  })
  .superRefine(withProduct);
// Its refinement (productId or product) comes along with the extension.
const saleLine = returnLine.extend({
  unitPrice: computedAmount('Precio unitario acordado').optional(),
  commission: percent('Comisión acordada (porcentaje)').optional(),
});

const lineOf = <T extends { productId?: string; product?: unknown; quantity: number }>({
  productId,
  product,
  quantity,
}: T) => ({
  productId: (productId ?? idOfReference(product as never))!,
  quantity,
});

export const registerSaleRequest = registerSaleBody
  .extend({
    agreementId: pathAgreement,
    items: z.array(saleLine).min(1, { error: M['SALE.ITEMS_REQUIRED'] }).max(100),
    totalAmount: computedAmount('Importe bruto de la venta').optional(),
    commissionTotal: computedAmount('Comisión de la venta').optional(),
    netAmount: computedAmount('Neto de la venta (bruto − comisión)').optional(),
  })
  .transform(({ agreementId, items, totalAmount, commissionTotal, netAmount, ...body }) => ({
    ...body,
    items: items.map(lineOf),
    claims: {
      agreementId,
      totalAmount,
      commissionTotal,
      netAmount,
      items: items.map((line) => ({
        productId: lineOf(line).productId,
        unitPrice: line.unitPrice,
        commission: line.commission,
      })),
    },
  }));

export const registerReturnRequest = registerReturnBody
  .extend({
    agreementId: pathAgreement,
    items: z.array(returnLine).min(1, { error: M['RETURN.ITEMS_REQUIRED'] }).max(100),
  })
  .transform(({ agreementId, items, ...body }) => ({
    ...body,
    items: items.map(lineOf),
    claims: { agreementId },
  }));

export const settleAgreementRequest = settleAgreementBody
  .extend({ agreementId: pathAgreement })
  .transform(({ agreementId, ...body }) => ({ ...body, claims: { agreementId } }));

export type AgreementClaims = z.output<typeof createAgreementRequest>['claims'];
export type SaleClaims = z.output<typeof registerSaleRequest>['claims'];
