import { z } from 'zod';
import { boundedAmount } from '../../shared/bounds';
import { required, text } from '../../shared/fields';
import { hasAtMostTwoDecimals } from '../../shared/money';
import { FREQUENCIES } from '../schedule';

// The plan book's HTTP bodies (issue 16; admin and managers). Spec 3 "Subscription plan": id, name,
// code, price, description, frequency, active — our code is the plan's id (weekly, biweekly…).

const PRICE = 'El precio debe ser mayor que 0, con 2 decimales como máximo.';
const price = boundedAmount(
  z
    .number({ error: PRICE })
    .refine((n) => n > 0, { error: PRICE, abort: true })
    .refine(hasAtMostTwoDecimals, { error: PRICE }),
);
const name = required(60, 'Indica el nombre del plan.');
const description = text(300);

export const addPlanBody = z
  .object({
    code: z
      .string({ error: 'El código: de 2 a 40 letras minúsculas, dígitos o guiones.' })
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { error: 'El código: de 2 a 40 letras minúsculas, dígitos o guiones.' }),
    name,
    description: description.optional(),
    frequency: z.enum(FREQUENCIES, { error: 'Elige semanal, quincenal o mensual.' }),
    price,
    active: z.boolean().optional(),
  })
  .strict();
export type AddPlanBody = z.infer<typeof addPlanBody>;

/** PATCH: name, description, price, active (a plan's cadence never changes: subscriptions took it). */
export const editPlanBody = z
  .object({
    name: name.optional(),
    description: description.optional(),
    price: price.optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type EditPlanBody = z.infer<typeof editPlanBody>;
