import type { AddProductBody, RegisterMovementBody } from '../../domain/inventory';
import { SHOP_COUNTER } from '../../domain/pos';

// The demo shop's catalogue: a Miami flower shop's products at Miami prices in the shop's money (issue 43:
// dollars by default, beside $39.99–$89.99 plans and a $35 minimum order), and a few movements
// of each kind. Stocks leave some products low and some out, so every screen has something to show.

const COLD = 'Cámara fría';
const STORE = SHOP_COUNTER; // the shop's counter sells from here (domain/pos)
const MAIN = 'Almacén principal';

/** A valid EAN-13 from the shop's 12-digit code (the check digit completes it). */
export function ean13(code12: string): string {
  const sum = [...code12].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return code12 + ((10 - (sum % 10)) % 10);
}
const ean = (item: number) => ean13(`7501234${String(item).padStart(5, '0')}`);

type DemoProduct = Omit<AddProductBody, 'productId' | 'category'> & { category: string };

/**
 * Issue 44: days a stem lasts in the vase, by the product's category (its lots say their own):
 * arrangements and plants are not kept in lots.
 */
export const VASE_LIFE_DAYS: Record<string, number> = {
  Rosas: 7,
  Tulipanes: 5,
  Lirios: 10,
  Orquídeas: 21,
  Girasoles: 8,
  Follaje: 14,
};

const p = (
  sku: string,
  name: string,
  category: string,
  price: number,
  stock: [current: number, min: number],
  location: string,
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({
  sku,
  name,
  category,
  price,
  wholesalePrice: Math.round(price * 60) / 100,
  currentStock: stock[0],
  minStockLevel: stock[1],
  location,
  barcode: ean(Number(sku.slice(-3)) + 1000 * (sku.charCodeAt(0) - 64)),
  description: '',
  ...(VASE_LIFE_DAYS[category] ? { vaseLifeDays: VASE_LIFE_DAYS[category] } : {}),
  ...extra,
});

export const DEMO_PRODUCTS: DemoProduct[] = [
  p('ROS-001', 'Rosa roja Freedom (docena)', 'Rosas', 45, [40, 10], COLD, {
    description: 'Rosas rojas de tallo largo, 60 cm.',
  }),
  p('ROS-002', 'Rosa blanca Vendela (docena)', 'Rosas', 42, [25, 10], COLD),
  p('ROS-003', 'Rosa rosa Pink Floyd (docena)', 'Rosas', 43, [18, 8], COLD),
  p('ROS-004', 'Rosa amarilla (docena)', 'Rosas', 40, [6, 8], COLD),
  p('ROS-005', 'Ramo de 24 rosas rojas', 'Rosas', 98, [8, 3], STORE, { categories: ['Arreglos'] }),
  p('TUL-001', 'Tulipán rojo (10 tallos)', 'Tulipanes', 38, [30, 10], COLD),
  p('TUL-002', 'Tulipán blanco (10 tallos)', 'Tulipanes', 38, [22, 10], COLD),
  p('TUL-003', 'Tulipán morado (10 tallos)', 'Tulipanes', 39.5, [0, 5], COLD),
  p('TUL-004', 'Tulipán mixto (10 tallos)', 'Tulipanes', 36, [15, 5], STORE),
  p('ORQ-001', 'Orquídea Phalaenopsis blanca (maceta)', 'Orquídeas', 89, [12, 4], STORE),
  p('ORQ-002', 'Orquídea Phalaenopsis morada (maceta)', 'Orquídeas', 89, [9, 4], STORE),
  p('ORQ-003', 'Orquídea Dendrobium (maceta)', 'Orquídeas', 65, [3, 5], STORE),
  p('ORQ-004', 'Orquídea Cymbidium (tallo)', 'Orquídeas', 32.05, [20, 6], COLD),
  p('GIR-001', 'Girasol (5 tallos)', 'Girasoles', 25, [35, 10], COLD),
  p('GIR-002', 'Ramo de girasoles y margaritas', 'Girasoles', 54, [10, 4], STORE, {
    categories: ['Arreglos'],
  }),
  p('GIR-003', 'Girasol mini (maceta)', 'Girasoles', 21, [14, 5], STORE),
  p('LIR-001', 'Lirio Casablanca (5 tallos)', 'Lirios', 52, [20, 6], COLD),
  p('LIR-002', 'Lirio asiático naranja (5 tallos)', 'Lirios', 38, [16, 6], COLD),
  p('LIR-003', 'Lirio Stargazer (5 tallos)', 'Lirios', 56, [0, 4], COLD),
  p('LIR-004', 'Cala blanca (10 tallos)', 'Lirios', 61, [11, 4], COLD),
  p('ARR-001', 'Arreglo Brickell Sunset', 'Arreglos', 145, [6, 2], STORE, {
    barcode: undefined,
    description: 'Rosas naranjas, lirios y follaje tropical.',
  }),
  p('ARR-002', 'Arreglo Miami Beach', 'Arreglos', 129, [5, 2], STORE, { barcode: undefined }),
  p('ARR-003', 'Centro de mesa tropical', 'Arreglos', 98, [4, 2], MAIN, { barcode: undefined }),
  p('ARR-004', 'Corona fúnebre clásica', 'Arreglos', 260, [1, 2], MAIN, { barcode: undefined }),
  p('ARR-005', 'Caja de rosas premium', 'Arreglos', 185, [0, 2], STORE, {
    barcode: undefined,
    categories: ['Rosas'],
  }),
  p('PLA-001', 'Monstera deliciosa (maceta 25 cm)', 'Plantas', 75, [10, 3], MAIN),
  p('PLA-002', 'Suculentas en maceta (trío)', 'Plantas', 32, [24, 6], STORE),
  p('PLA-003', 'Ave del paraíso (maceta)', 'Plantas', 110, [2, 3], MAIN),
  p('PLA-004', 'Palma areca (maceta)', 'Plantas', 89, [7, 2], MAIN, { status: 'inactive' }),
  p('FOL-001', 'Eucalipto baby blue (manojo)', 'Follaje', 12, [50, 15], COLD),
  p('FOL-002', 'Helecho cuero (manojo)', 'Follaje', 9, [40, 15], COLD),
  p('FOL-003', 'Ruscus italiano (manojo)', 'Follaje', 11, [28, 10], COLD),
  p('FOL-004', 'Hoja de monstera (10 hojas)', 'Follaje', 15, [12, 5], COLD, { status: 'discontinued' }),
];

export type DemoMovement = Omit<RegisterMovementBody, 'productId' | 'movementId'> & { sku: string };

export const DEMO_MOVEMENTS: DemoMovement[] = [
  { sku: 'ROS-001', type: 'purchase', quantity: 48, notes: 'Pedido semanal a Finca La Esperanza' },
  {
    sku: 'ROS-001',
    type: 'sale',
    quantity: 12,
    reference: { type: 'order', id: 'PED-1001' },
    notes: 'Aniversario, entrega en Brickell',
  },
  {
    sku: 'ROS-001',
    type: 'transfer',
    quantity: 10,
    targetLocationId: STORE,
    notes: 'Reposición de la tienda',
  },
  { sku: 'GIR-001', type: 'sale', quantity: 5, reference: { type: 'order', id: 'PED-1002' } },
  {
    sku: 'ORQ-001',
    type: 'sale',
    quantity: 2,
    reference: { type: 'pos', id: 'TPV-2026-0001' },
    notes: 'Venta en mostrador',
  },
  {
    sku: 'ORQ-002',
    type: 'transfer',
    quantity: 3,
    targetLocationId: MAIN,
    notes: 'Para el evento del sábado',
  },
  { sku: 'TUL-001', type: 'purchase', quantity: 20, notes: 'Importación de Holanda' },
  { sku: 'FOL-002', type: 'adjustment', quantity: 4, direction: 'out', notes: 'Merma: hojas dañadas' },
  { sku: 'PLA-002', type: 'adjustment', quantity: 2, direction: 'in', notes: 'Conteo físico' },
  { sku: 'ROS-003', type: 'return', quantity: 1, notes: 'Devolución de cliente: ramo sin abrir' },
  {
    sku: 'LIR-001',
    type: 'sale',
    quantity: 14,
    reference: { type: 'order', id: 'PED-1003' },
    notes: 'Boda en Coral Gables',
  },
];
