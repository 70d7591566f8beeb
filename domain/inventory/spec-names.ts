import { z } from 'zod';
import { sameUnderBothNames } from '../shared/spec-names';
import { addProductBody, updateProductBody, updateStockBody } from './product/commands';

// The inventory's write bodies as the routes take them: the app's shape (commands.ts) plus the
// spec's section 3 names. Product: `_id`; on a change, `currentStock` as the server counts it
// (stock changes only by movements, so it must equal what the product holds). Stock update:
// `productId`, which must be the route's product. `updatedAt` is not taken: the server sets it.

const productRef = z.uuid({ error: 'Identificador de producto inválido.' });
const STOCK = 'El stock debe ser un número entero mayor o igual a 0.';

export const addProductRequest = addProductBody
  .safeExtend({ _id: productRef.optional().describe('Spec 3: el id del producto (igual que productId)') })
  .superRefine((b, ctx) => sameUnderBothNames(ctx, ['_id'], b.productId, b._id, 'productId'))
  .transform(({ _id, ...body }) => ({ ...body, productId: body.productId ?? _id }));

export const updateProductRequest = updateProductBody
  .extend({
    _id: productRef.optional().describe('Spec 3: el id del producto; debe ser el de la ruta'),
    currentStock: z
      .number({ error: STOCK })
      .int({ error: STOCK })
      .min(0, { error: STOCK })
      .optional()
      .describe(
        'Lo calcula el servidor (suma de las ubicaciones): si se envía, debe coincidir; el stock cambia con movimientos',
      ),
  })
  .transform(({ _id, currentStock, ...body }) => ({ body, claims: { _id, currentStock } }));

export const updateStockRequest = updateStockBody.extend({
  productId: productRef.optional().describe('Spec 3 (Stock update): debe ser el producto de la ruta'),
});

export type UpdateProductClaims = z.output<typeof updateProductRequest>['claims'];
