import type { AgreementView } from '@domain/consignment';
import type { ProductView, StockStatus } from '@domain/inventory';
import type { QueuedOperation } from './contract';

// What the screens show: the server's rows with the operations still waiting applied over them, in
// the order they were made. Refused operations are not applied (the server said no; they wait in the
// queue for a person). Nothing here is stored: after a sync the rows are the server's again.
// The counted location is taken to hold the product's whole stock: the server computes the true
// adjustment from its per-location stock, and the next pull brings it.

type Body = Record<string, unknown>;
interface Lines {
  items: { productId: string; quantity: number }[];
}

const stockStatusOf = (stock: number, min: number): StockStatus =>
  stock <= 0 ? 'out_of_stock' : stock <= min ? 'low_stock' : 'in_stock';

function withStock(p: ProductView, currentStock: number, consignedStock = p.consignedStock): ProductView {
  return {
    ...p,
    currentStock,
    consignedStock,
    stockStatus: stockStatusOf(currentStock, p.minStockLevel),
    value: Math.round(p.price * currentStock * 100) / 100,
  };
}

/** A movement's change to the units on our shelves and on partners' (domain/inventory/product/movement.ts). */
function movementDelta(b: Body): [ours: number, consigned: number] {
  const q = Number(b.quantity);
  switch (b.type) {
    case 'purchase':
    case 'return':
      return [q, 0];
    case 'sale':
    case 'waste': // issue 44: stems thrown away leave our shelves
      return [-q, 0];
    case 'adjustment':
      return [b.direction === 'in' ? q : -q, 0];
    case 'consignment_out':
      return [-q, q];
    case 'consignment_sold':
      return [0, -q];
    case 'consignment_return':
      return [q, -q];
    default:
      return [0, 0]; // a transfer moves units between our locations
  }
}

export function newProductView(b: Body, now: string): ProductView {
  const categories = (b.categories as string[] | undefined) ?? [String(b.category)];
  const product: ProductView = {
    _id: String(b.productId),
    id: String(b.productId),
    name: String(b.name),
    sku: String(b.sku),
    barcode: (b.barcode as string | undefined) ?? null,
    description: (b.description as string | undefined) ?? '',
    price: Number(b.price),
    wholesalePrice: (b.wholesalePrice as number | null | undefined) ?? null,
    currentStock: 0,
    consignedStock: 0,
    minStockLevel: Number(b.minStockLevel ?? 0),
    categories,
    category: categories[0] ?? '',
    status: 'active',
    images: [],
    location: (b.location as string | undefined) ?? 'principal',
    vaseLifeDays: (b.vaseLifeDays as number | null | undefined) ?? null,
    requiresLots: b.requiresLots === true,
    stockStatus: 'out_of_stock',
    value: 0,
    updatedAt: now,
  };
  return withStock(product, Number(b.currentStock ?? 0));
}

function newAgreementView(
  b: Body,
  products: Map<string, ProductView>,
  partnerName: string,
  now: string,
): AgreementView {
  const id = String(b.agreementId);
  const items = (b.items as { productId: string; quantity: number; unitPrice: number; commission: number }[]).map(
    (i) => {
      const p = products.get(i.productId);
      return {
        product: i.productId,
        productName: p?.name ?? '',
        sku: p?.sku ?? '',
        quantity: i.quantity,
        soldQuantity: 0,
        returnedQuantity: 0,
        remaining: i.quantity,
        unitPrice: i.unitPrice,
        commission: i.commission,
        status: 'pending' as const,
        locationId: p?.location ?? '',
      };
    },
  );
  const totalValue = items.reduce((s, i) => s + i.quantity * i.unitPrice, 0);
  return {
    _id: id,
    id,
    code: id.slice(-6).toUpperCase(),
    partner: { id: String(b.partnerId), businessName: partnerName, tradeName: '' },
    startDate: String(b.startDate ?? now.slice(0, 10)),
    endDate: String(b.endDate ?? ''),
    status: 'active',
    items,
    notes: String(b.notes ?? ''),
    createdAt: now,
    settledAt: null,
    totalValue,
    soldValue: 0,
    commissionTotal: 0,
    netValue: 0,
  };
}

export interface LocalViews {
  products: ProductView[];
  agreements: AgreementView[];
}

export function applyPending(
  base: LocalViews,
  ops: readonly QueuedOperation[],
  partnerName: (id: string) => string,
): LocalViews {
  const products = new Map(base.products.map((p) => [p.id, p]));
  const agreements = new Map(base.agreements.map((a) => [a.id, a]));
  const moveStock = (id: string, ours: number, consigned: number) => {
    const p = products.get(id);
    if (p) products.set(id, withStock(p, p.currentStock + ours, p.consignedStock + consigned));
  };
  for (const op of ops) {
    if (op.status !== 'pending') continue;
    const b = op.request.body;
    switch (op.kind) {
      case 'add-product':
        products.set(String(b.productId), newProductView(b, op.createdAt));
        break;
      case 'update-inventory': {
        const p = products.get(op.request.path.split('/')[3] ?? '');
        if (p && (!b.location || b.location === p.location)) products.set(p.id, withStock(p, Number(b.quantity)));
        break;
      }
      case 'register-inventory-movement':
        moveStock(String(b.productId), ...movementDelta(b));
        break;
      case 'create-consignment': {
        const a = newAgreementView(b, products, partnerName(String(b.partnerId)), op.createdAt);
        agreements.set(a.id, a);
        for (const i of a.items) moveStock(i.product, -i.quantity, i.quantity);
        break;
      }
      case 'register-consignment-sale':
      case 'register-consignment-return': {
        const id = agreementOf(op);
        const a = agreements.get(id);
        if (!a) break;
        const sold = op.kind === 'register-consignment-sale';
        agreements.set(id, withLines(a, b as unknown as Lines, sold));
        for (const l of (b as unknown as Lines).items) moveStock(l.productId, sold ? 0 : l.quantity, -l.quantity);
        break;
      }
    }
  }
  return { products: [...products.values()], agreements: [...agreements.values()] };
}

function withLines(a: AgreementView, lines: Lines, sold: boolean): AgreementView {
  const items = a.items.map((i) => {
    const q = lines.items.find((l) => l.productId === i.product)?.quantity ?? 0;
    return sold
      ? { ...i, soldQuantity: i.soldQuantity + q, remaining: i.remaining - q }
      : { ...i, returnedQuantity: i.returnedQuantity + q, remaining: i.remaining - q };
  });
  const soldValue = items.reduce((s, i) => s + i.soldQuantity * i.unitPrice, 0);
  const commissionTotal = items.reduce((s, i) => s + (i.soldQuantity * i.unitPrice * i.commission) / 100, 0);
  return { ...a, items, soldValue, commissionTotal, netValue: soldValue - commissionTotal };
}

/** The agreement a sale or a return goes to (/consignment/agreements/:id/{sales|returns}); a count's product likewise. */
export const agreementOf = (op: Pick<QueuedOperation, 'request'>) => op.request.path.split('/')[3] ?? '';
