import type { ZodType } from 'zod';
import { AGREEMENT_MESSAGES, createAgreementBody, registerReturnBody, registerSaleBody } from '@domain/consignment';
import type { AgreementView } from '@domain/consignment';
import { addProductBody, registerMovementBody, updateStockBody, type ProductView } from '@domain/inventory';
import { movementLabelKey } from '@/config/inventory';
import { uuid } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import type {
  AddProductInput,
  ConsignmentLinesInput,
  CreateConsignmentInput,
  MovementInput,
  OperationInput,
  OperationKind,
  QueuedOperation,
  UpdateInventoryInput,
} from './contract';
import { agreementOf } from './overlay';

// Spec 7's calls made into queued operations: checked with the same bodies the server checks, and
// against the device's copy (the product exists, the SKU is free, the agreement is active, the units
// are there), each with the ids it will be sent with — its command id (the Idempotency-Key) and the
// new resource's id — so every resend is the same command and the server applies it once.

export type NewOperation = Omit<QueuedOperation, 'seq'>;
export type Checked = { ok: true; op: NewOperation; id: string } | { ok: false; message: string };

export interface LocalState {
  products: ReadonlyMap<string, ProductView>;
  agreements: ReadonlyMap<string, AgreementView>;
}

/** The ids of a refused operation being corrected: the corrected one makes the same resource. */
export type Kept = Partial<Record<'productId' | 'movementId' | 'agreementId' | 'saleId' | 'returnId', string>>;

const refuse = (message: string): Checked => ({ ok: false, message });

function operation(
  kind: OperationKind,
  path: string,
  body: Record<string, unknown>,
  summary: string,
  id: string,
): Checked {
  const op: NewOperation = {
    commandId: uuid(),
    kind,
    summary,
    request: { method: 'POST', path, body },
    createdAt: new Date().toISOString(),
    status: 'pending',
    error: null,
  };
  return { ok: true, op, id };
}

/** The body as the server will read it, or the first message a person should see. */
function parse(schema: ZodType, body: unknown): { ok: true } | { ok: false; message: string } {
  const result = schema.safeParse(body);
  return result.success ? { ok: true } : { ok: false, message: result.error.issues[0]?.message ?? 'Datos inválidos.' };
}

const shortOf = (name: string, sku?: string) => (sku ? `${name} (${sku})` : name);

export function updateInventoryOp(input: UpdateInventoryInput, s: LocalState): Checked {
  const product = s.products.get(input.productId);
  if (!product) return refuse('Producto no encontrado.');
  const body = { quantity: input.quantity, location: input.location || product.location };
  const valid = parse(updateStockBody, body);
  if (!valid.ok) return refuse(valid.message);
  const path = `/inventory/products/${product.id}/stock`;
  return operation(
    'update-inventory',
    path,
    body,
    `Conteo: ${shortOf(product.name, product.sku)} = ${body.quantity}`,
    product.id,
  );
}

export function addProductOp(input: AddProductInput, s: LocalState, keep?: Kept): Checked {
  const productId = keep?.productId ?? uuid();
  const body: Record<string, unknown> = { ...input, productId };
  for (const key of ['description', 'barcode', 'location'] as const) if (!body[key]) delete body[key];
  const valid = parse(addProductBody, body);
  if (!valid.ok) return refuse(valid.message);
  const sku = input.sku.trim().toLowerCase();
  if ([...s.products.values()].some((p) => p.sku.toLowerCase() === sku))
    return refuse(`Ya existe un producto con el SKU ${input.sku.trim()}.`);
  return operation(
    'add-product',
    '/inventory/products',
    body,
    `Producto nuevo: ${shortOf(input.name, input.sku)}`,
    productId,
  );
}

const LEAVING_OURS = new Set(['sale', 'consignment_out', 'transfer', 'waste']);

export function movementOp(input: MovementInput, s: LocalState, keep?: Kept): Checked {
  const product = s.products.get(input.productId);
  if (!product) return refuse('Producto no encontrado.');
  const movementId = keep?.movementId ?? uuid();
  const { timestamp: _, ...fields } = input;
  const body: Record<string, unknown> = { ...fields, movementId };
  if (!body.locationId) delete body.locationId;
  const valid = parse(registerMovementBody, body);
  if (!valid.ok) return refuse(valid.message);
  const leaving = LEAVING_OURS.has(input.type) || (input.type === 'adjustment' && input.direction !== 'in');
  if (leaving && input.quantity > product.currentStock)
    return refuse(`No hay stock suficiente de ${product.name}: quedan ${product.currentStock}.`);
  if (input.type === 'consignment_sold' || input.type === 'consignment_return')
    if (input.quantity > product.consignedStock)
      return refuse(`${product.name} tiene ${product.consignedStock} unidades en consignación.`);
  const type = i18n.t(movementLabelKey(input.type, input.type === 'adjustment' && input.direction === 'in' ? 1 : -1));
  const summary = `${type}: ${shortOf(product.name, product.sku)} × ${input.quantity}`;
  return operation('register-inventory-movement', '/inventory/movements', body, summary, movementId);
}

export function createConsignmentOp(
  input: CreateConsignmentInput,
  s: LocalState,
  partnerName: string,
  keep?: Kept,
): Checked {
  const agreementId = keep?.agreementId ?? uuid();
  // Spec 5: incomplete rows are dropped on submit.
  const items = input.items.filter((i) => i.productId && i.quantity > 0);
  if (items.length === 0) return refuse(AGREEMENT_MESSAGES['AGREEMENT.ITEMS_REQUIRED']);
  const body: Record<string, unknown> = { ...input, items, agreementId };
  if (!body.notes) delete body.notes;
  const valid = parse(createAgreementBody, body);
  if (!valid.ok) return refuse(valid.message);
  for (const item of items) {
    const product = s.products.get(item.productId);
    if (!product) return refuse('Producto no encontrado.');
    if (item.quantity > product.currentStock)
      return refuse(`No hay stock suficiente de ${product.name}: quedan ${product.currentStock}.`);
  }
  return operation(
    'create-consignment',
    '/consignment/agreements',
    body,
    `Acuerdo nuevo con ${partnerName}`,
    agreementId,
  );
}

export function consignmentLinesOp(input: ConsignmentLinesInput, s: LocalState, sale: boolean, keep?: Kept): Checked {
  const agreement = s.agreements.get(input.agreementId);
  if (!agreement) return refuse('Acuerdo no encontrado.');
  if (agreement.status !== 'active') return refuse(AGREEMENT_MESSAGES['AGREEMENT.NOT_ACTIVE']);
  const items = input.items.filter((i) => i.productId && i.quantity > 0);
  const lineId = (sale ? keep?.saleId : keep?.returnId) ?? uuid();
  const body: Record<string, unknown> = { items, [sale ? 'saleId' : 'returnId']: lineId };
  const valid = parse(sale ? registerSaleBody : registerReturnBody, body);
  if (!valid.ok) return refuse(valid.message);
  for (const line of items) {
    const item = agreement.items.find((i) => i.product === line.productId);
    if (!item) return refuse('Ese producto no está en el acuerdo.');
    if (line.quantity > item.remaining) return refuse(`De ${item.productName} quedan ${item.remaining} en el acuerdo.`);
  }
  const units = items.reduce((n, i) => n + i.quantity, 0);
  const path = `/consignment/agreements/${agreement.id}/${sale ? 'sales' : 'returns'}`;
  const what = sale ? 'Venta en consignación' : 'Devolución';
  return operation(
    sale ? 'register-consignment-sale' : 'register-consignment-return',
    path,
    body,
    `${what} ${agreement.code}: ${units} u.`,
    lineId,
  );
}

/** The call's input an operation was made from: the values a correction form starts with. */
export function inputOf(op: QueuedOperation): OperationInput {
  const b = op.request.body;
  const timestamp = op.createdAt;
  switch (op.kind) {
    case 'update-inventory':
      return {
        productId: op.request.path.split('/')[3]!,
        quantity: Number(b.quantity),
        location: String(b.location ?? ''),
        timestamp,
      };
    case 'add-product': {
      const { productId: _, ...input } = b;
      return input as unknown as AddProductInput;
    }
    case 'register-inventory-movement': {
      const { movementId: _, ...input } = b;
      return { ...(input as unknown as Omit<MovementInput, 'timestamp'>), timestamp };
    }
    case 'create-consignment': {
      const { agreementId: _, ...input } = b;
      return input as unknown as CreateConsignmentInput;
    }
    default:
      return { agreementId: agreementOf(op), items: b.items as ConsignmentLinesInput['items'], timestamp };
  }
}

/** The ids a correction keeps (the resource it makes stays the same). */
export const keptIds = (op: QueuedOperation): Kept => {
  const b = op.request.body;
  const pick = (k: keyof Kept) => (typeof b[k] === 'string' ? { [k]: b[k] } : {});
  return {
    ...pick('productId'),
    ...pick('movementId'),
    ...pick('agreementId'),
    ...pick('saleId'),
    ...pick('returnId'),
  };
};
