import { z } from 'zod';
import { boundedAmount, boundedQuantity } from '../shared/bounds';
import { required, text } from '../shared/fields';
import { hasAtMostTwoDecimals } from '../shared/money';
import { COUNTER_SALE_MESSAGES as S } from './counter-sale/errors';
import { PAYMENT_METHODS } from './register/events';
import { REGISTER_MESSAGES as R } from './register/errors';

// The point of sale's HTTP bodies (issue 17; the command-api validates them, the counter's screens
// show the same messages). Amounts in pesos with at most 2 decimals; the ticket's prices, tax, total
// and change are the shop's, never the request's.

/** A ticket's lines at most (a shop's longest counter sale). */
export const MAX_SALE_LINES = 100;

const pesos = (error: string) =>
  boundedAmount(
    z
      .number({ error })
      .refine((n) => n >= 0, { error, abort: true })
      .refine(hasAtMostTwoDecimals, { error }),
  );
const REGISTER_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const openSessionBody = z
  .object({
    registerId: z.string({ error: 'Elige la caja.' }).trim().regex(REGISTER_ID, { error: 'Elige la caja.' }),
    openingCash: pesos(R['REGISTER.OPENING_CASH']),
    /** The stock location the counter sells from (default: the main one). */
    location: required(60, 'Indica la ubicación de la caja.').optional(),
  })
  .strict();

/** Counted cash: an amount, or by denomination (pesos of the note or coin → how many). */
export const closeSessionBody = z
  .object({
    countedCash: z.union([
      pesos(R['REGISTER.COUNTED_CASH']),
      z.record(
        z.string().regex(/^\d+(\.\d{1,2})?$/, { error: R['REGISTER.COUNTED_CASH'] }),
        boundedQuantity(z.number({ error: R['REGISTER.COUNTED_CASH'] }))
          .int({ error: R['REGISTER.COUNTED_CASH'] })
          .min(0, { error: R['REGISTER.COUNTED_CASH'] }),
      ),
    ]),
    notes: text(500).optional(),
  })
  .strict();

const saleItem = z
  .object({
    productId: z.uuid({ error: S['SALE.PRODUCT_UNAVAILABLE'] }),
    quantity: boundedQuantity(z.number({ error: 'La cantidad debe ser un entero mayor que 0.' }))
      .int({ error: 'La cantidad debe ser un entero mayor que 0.' })
      .min(1, { error: 'La cantidad debe ser un entero mayor que 0.' }),
  })
  .strict();

export const saleBody = z
  .object({
    saleId: z.uuid().optional(),
    sessionId: z.uuid({ error: R['REGISTER.NO_OPEN_SESSION'] }),
    items: z.array(saleItem).min(1, { error: S['SALE.EMPTY'] }).max(MAX_SALE_LINES),
    discount: z
      .object({
        percent: z.number({ error: S['SALE.DISCOUNT_RANGE'] }).min(0).max(100).refine(hasAtMostTwoDecimals).optional(),
        amount: pesos(S['SALE.DISCOUNT_RANGE']).optional(),
        reason: required(200, S['SALE.DISCOUNT_REASON']),
      })
      .strict()
      .refine((d) => (d.percent === undefined) !== (d.amount === undefined), { error: S['SALE.DISCOUNT_RANGE'] })
      .optional(),
    payments: z
      .array(
        z
          .object({
            method: z.enum(PAYMENT_METHODS, { error: 'Elige efectivo, tarjeta o transferencia.' }),
            amount: pesos('El pago debe ser 0 o mayor, con 2 decimales como máximo.'),
          })
          .strict(),
      )
      .min(1, { error: S['SALE.PAYMENT_SHORT'] })
      .max(6),
    /** When the device made it offline (ISO-8601): kept on the sale, the session still counts it now. */
    madeOfflineAt: z.iso.datetime().optional(),
  })
  .strict();
export type SaleBody = z.infer<typeof saleBody>;

export const refundBody = z
  .object({
    refundId: z.uuid().optional(),
    items: z.array(saleItem).min(1).max(MAX_SALE_LINES).optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    reason: required(300, S['SALE.REFUND_REASON']),
  })
  .strict();
export type RefundBody = z.infer<typeof refundBody>;
