import type { RegisterPartnerBody } from '../../domain/consignment';

// The demo shop's consignment partners and agreements (FLORA_SEED_DEMO=1): a hotel in Brickell with
// an agreement that has a sale and a return, a restaurant with an untouched one, and an event
// planner without any yet. Products by SKU (see inventory/demo-catalogue.ts); each has the units
// at its location after the inventory seed.

export interface DemoPartner {
  key: string;
  body: Omit<RegisterPartnerBody, 'partnerId'>;
}

export const DEMO_PARTNERS: DemoPartner[] = [
  {
    key: 'brickell-bay-hotel',
    body: {
      businessName: 'Hotel Brickell Bay S.A. de C.V.',
      tradeName: 'Brickell Bay Hotel',
      type: 'hotel',
      taxId: 'HBB210315AB1',
      defaultCommission: 18,
      primaryAddress: {
        street: '1200 Brickell Ave',
        city: 'Miami',
        state: 'FL',
        zipCode: '33131',
        country: 'Estados Unidos',
      },
      mainContact: {
        name: 'Lucía Fernández',
        phone: '+1 305 555 0142',
        email: 'lucia.fernandez@brickellbay.example',
        position: 'Gerente de alimentos y bebidas',
      },
      notes: 'Arreglos para el lobby y las suites; reposición los lunes.',
    },
  },
  {
    key: 'gables-events',
    body: {
      businessName: 'Eventos Coral Gables S.C.',
      tradeName: 'Gables Events',
      type: 'event_planner',
      taxId: 'ECG190822KL7',
      primaryAddress: {
        street: '2332 Ponce de Leon Blvd',
        city: 'Coral Gables',
        state: 'FL',
        zipCode: '33134',
        country: 'Estados Unidos',
      },
      mainContact: {
        name: 'Mateo Ruiz',
        phone: '+1 305 555 0187',
        email: 'mateo@gablesevents.example',
        position: 'Director de eventos',
      },
    },
  },
  {
    key: 'la-palma-wynwood',
    body: {
      businessName: 'Restaurante La Palma de Wynwood S.A. de C.V.',
      tradeName: 'La Palma Wynwood',
      type: 'restaurant',
      taxId: 'RPW200110QX3',
      defaultCommission: 15,
      primaryAddress: {
        street: '2550 NW 2nd Ave',
        city: 'Miami',
        state: 'FL',
        zipCode: '33127',
        country: 'Estados Unidos',
      },
      mainContact: {
        name: 'Sofía Márquez',
        phone: '+1 786 555 0123',
        email: 'sofia@lapalma.example',
        position: 'Propietaria',
      },
    },
  },
];

export interface DemoAgreement {
  key: string;
  partner: string;
  items: { sku: string; quantity: number }[];
  notes: string;
  sale?: { sku: string; quantity: number }[];
  return?: { sku: string; quantity: number }[];
}

export const DEMO_AGREEMENTS: DemoAgreement[] = [
  {
    key: 'brickell-bay-lobby',
    partner: 'brickell-bay-hotel',
    items: [
      { sku: 'ORQ-001', quantity: 4 },
      { sku: 'ROS-001', quantity: 10 },
    ],
    notes: 'Orquídeas del lobby y rosas para las suites.',
    sale: [
      { sku: 'ORQ-001', quantity: 2 },
      { sku: 'ROS-001', quantity: 3 },
    ],
    return: [{ sku: 'ROS-001', quantity: 2 }],
  },
  {
    key: 'la-palma-tables',
    partner: 'la-palma-wynwood',
    items: [
      { sku: 'GIR-001', quantity: 6 },
      { sku: 'FOL-001', quantity: 10 },
    ],
    notes: 'Centros de mesa de la terraza.',
  },
];
