import type { z } from 'zod';
import { invalid } from './errors';

// The shop's limits on figures, shared by the three domains' schemas and deciders (decide() checks
// again: reactors, scripts and the CSV import do not pass through the HTTP schemas).
//
// Why these numbers: amounts are kept in integer centavos and shown as JavaScript numbers, which are
// exact only up to 2^53 ≈ 9.007e15. A unit price of at most 10,000,000.00 (1e9 centavos) times a
// quantity of at most 1,000,000 is 1e15 centavos: exact. A document's total (an invoice, an
// agreement) may be at most 1,000,000,000,000.00 (1e14 centavos), so even 90 of them at that bound
// still add up exactly. A product holds at most 1,000,000 units, all its places together, so its
// stock value is exact and stock columns (integer) can never overflow.

export const MAX_AMOUNT = 10_000_000;
export const MAX_QUANTITY = 1_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_TOTAL_CENTS = 100_000_000_000_000;

export const BOUNDS_MESSAGES = {
  'AMOUNT.TOO_LARGE': 'El importe no puede superar 10,000,000.00 por unidad.',
  'QUANTITY.TOO_LARGE': 'La cantidad no puede superar 1,000,000.',
  'STOCK.TOO_LARGE': 'El stock de un producto no puede superar 1,000,000 unidades entre todas sus ubicaciones.',
  'TOTAL.TOO_LARGE': 'El total no puede superar 1,000,000,000,000.00.',
} as const;
export type BoundsCode = keyof typeof BOUNDS_MESSAGES;

export const isWithinAmount = (pesos: number) => Number.isFinite(pesos) && Math.abs(pesos) <= MAX_AMOUNT;
export const isWithinQuantity = (n: number) => Number.isFinite(n) && Math.abs(n) <= MAX_QUANTITY;
export const isWithinTotal = (cents: number) => Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_TOTAL_CENTS;

/** The refusal decide() throws, naming the field (400). */
export const outOfBounds = (code: BoundsCode, path: string) => invalid(code, BOUNDS_MESSAGES[code], path);

// Zod checks run in order and the bound stops the rest: a quantity of 2^53 is "too large", not
// also "not a whole number" (past 2^53 no number is a safe integer).
/** A zod amount (pesos) at most MAX_AMOUNT. */
export const boundedAmount = <T extends z.ZodNumber>(schema: T) =>
  schema.max(MAX_AMOUNT, { error: BOUNDS_MESSAGES['AMOUNT.TOO_LARGE'], abort: true });
/** A zod quantity at most MAX_QUANTITY; put it before .int() so it is the one message. */
export const boundedQuantity = <T extends z.ZodNumber>(schema: T) =>
  schema.max(MAX_QUANTITY, { error: BOUNDS_MESSAGES['QUANTITY.TOO_LARGE'], abort: true });
