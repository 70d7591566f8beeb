import type { RegisterClientBody } from '../../domain/billing';

// The demo shop's billing (FLORA_SEED_DEMO=1): four clients with their NIT/RUT and a dozen invoices
// over the last three months, oldest first (so the numbers follow the dates), in every status: paid,
// pending, drafts (one with an unfinished row), cancelled after issuing and cancelled as a draft.
// Product rows name demo products by SKU (see inventory/demo-catalogue.ts) at the catalogue's price;
// the others are 'Producto personalizado'.

export interface DemoClient {
  key: string;
  body: Omit<RegisterClientBody, 'clientId'>;
}

export const DEMO_CLIENTS: DemoClient[] = [
  {
    key: 'brickell-bay-hotel',
    body: {
      name: 'Hotel Brickell Bay S.A.S.',
      email: 'compras@brickellbay.example',
      phone: '+1 305 555 0142',
      address: '1200 Brickell Ave, Miami, FL 33131',
      taxId: '900.482.317-5',
    },
  },
  {
    key: 'gables-events',
    body: {
      name: 'Eventos Coral Gables S.A.S.',
      email: 'facturas@gablesevents.example',
      phone: '+1 305 555 0187',
      address: '2332 Ponce de Leon Blvd, Coral Gables, FL 33134',
      taxId: '901.136.528-9',
    },
  },
  {
    key: 'la-palma',
    body: {
      name: 'Restaurante La Palma de Wynwood',
      email: 'sofia@lapalma.example',
      phone: '+1 786 555 0123',
      address: '2550 NW 2nd Ave, Miami, FL 33127',
      taxId: '830.057.942-1',
    },
  },
  {
    key: 'camila-restrepo',
    body: {
      name: 'María Camila Restrepo',
      email: 'camila.restrepo@correo.example',
      phone: '+1 786 555 0168',
      address: '88 SW 7th St, Apt 2104, Miami, FL 33130',
      taxId: 'RUT 1.020.457.886-3',
    },
  },
];

export type DemoItem =
  { sku: string; quantity: number } | { custom: string; quantity: number | null; price: number | null };

export interface DemoInvoice {
  key: string;
  client: string;
  daysAgo: number;
  /** Days from the invoice's date to its due date. */
  dueInDays: number;
  status: 'draft' | 'pending' | 'paid' | 'cancelled';
  /** A cancelled invoice that was issued first keeps its number. */
  issuedBeforeCancel?: boolean;
  items: DemoItem[];
  notes?: string;
}

export const DEMO_INVOICES: DemoInvoice[] = [
  {
    key: 'hotel-lobby-1',
    client: 'brickell-bay-hotel',
    daysAgo: 88,
    dueInDays: 30,
    status: 'paid',
    items: [
      { sku: 'ARR-001', quantity: 4 },
      { sku: 'ORQ-001', quantity: 6 },
    ],
    notes: 'Lobby y recepción, primera semana.',
  },
  {
    key: 'gables-wedding',
    client: 'gables-events',
    daysAgo: 80,
    dueInDays: 15,
    status: 'paid',
    items: [
      { sku: 'LIR-001', quantity: 12 },
      { sku: 'ROS-002', quantity: 20 },
      { custom: 'Montaje floral de la ceremonia', quantity: 1, price: 2500 },
    ],
  },
  {
    key: 'palma-tables-1',
    client: 'la-palma',
    daysAgo: 72,
    dueInDays: 30,
    status: 'cancelled',
    issuedBeforeCancel: true,
    items: [{ sku: 'ARR-003', quantity: 10 }],
    notes: 'Se facturó dos veces; reemplazada por la siguiente.',
  },
  {
    key: 'palma-tables-2',
    client: 'la-palma',
    daysAgo: 71,
    dueInDays: 30,
    status: 'paid',
    items: [{ sku: 'ARR-003', quantity: 10 }],
  },
  {
    key: 'camila-anniversary',
    client: 'camila-restrepo',
    daysAgo: 60,
    dueInDays: 0,
    status: 'paid',
    items: [
      { sku: 'ARR-005', quantity: 1 },
      { custom: 'Tarjeta dedicatoria caligrafiada', quantity: 1, price: 6 },
    ],
  },
  {
    key: 'hotel-lobby-2',
    client: 'brickell-bay-hotel',
    daysAgo: 45,
    dueInDays: 30,
    status: 'pending',
    items: [
      { sku: 'ARR-001', quantity: 4 },
      { sku: 'PLA-001', quantity: 2 },
    ],
  },
  {
    key: 'gables-gala',
    client: 'gables-events',
    daysAgo: 33,
    dueInDays: 15,
    status: 'pending',
    items: [
      { sku: 'ROS-005', quantity: 15 },
      { custom: 'Transporte y montaje nocturno', quantity: 1, price: 850 },
    ],
    notes: 'Gala benéfica del Biltmore.',
  },
  {
    key: 'gables-draft-cancelled',
    client: 'gables-events',
    daysAgo: 28,
    dueInDays: 15,
    status: 'cancelled',
    items: [{ custom: 'Decoración de cumpleaños', quantity: 1, price: 1200 }],
    notes: 'El evento se canceló.',
  },
  {
    key: 'palma-weekly',
    client: 'la-palma',
    daysAgo: 20,
    dueInDays: 30,
    status: 'pending',
    items: [
      { sku: 'FOL-001', quantity: 10 },
      { sku: 'GIR-001', quantity: 8 },
    ],
  },
  {
    key: 'hotel-suites',
    client: 'brickell-bay-hotel',
    daysAgo: 9,
    dueInDays: 30,
    status: 'pending',
    items: [
      { sku: 'ORQ-002', quantity: 8 },
      { custom: 'Mantenimiento semanal de arreglos', quantity: 4, price: 180 },
    ],
  },
  {
    key: 'camila-mothers-day',
    client: 'camila-restrepo',
    daysAgo: 4,
    dueInDays: 0,
    status: 'draft',
    items: [
      { sku: 'ROS-001', quantity: 2 },
      { custom: 'Globo metalizado', quantity: null, price: null },
    ],
    notes: 'Falta confirmar el globo.',
  },
  {
    key: 'hotel-next-month',
    client: 'brickell-bay-hotel',
    daysAgo: 1,
    dueInDays: 30,
    status: 'draft',
    items: [{ sku: 'ARR-002', quantity: 5 }],
  },
];
