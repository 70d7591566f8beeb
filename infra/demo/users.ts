import type { Role } from '../../domain/identity';

// One demo account per role, seeded by `npm start` (FLORA_SEED_DEMO=1) and printed in its banner.
// Email <role>@flora.test (pos_supervisor → pos.supervisor@flora.test), password flora-<role>-2026.
export interface DemoUser {
  role: Role;
  email: string;
  password: string;
  name: string;
}

// The partner role is not here: its demo accounts are one per demo partner (command-api/seed/partner-portal.ts).
const NAMES: Record<Exclude<Role, 'partner'>, string> = {
  owner: 'Olivia Owner',
  admin: 'Adrián Administrador',
  warehouse: 'Walter Almacén',
  delivery: 'Diana Entregas',
  driver: 'Raúl Repartidor',
  hr: 'Helena Recursos',
  cashier: 'Carmen Cajera',
  pos_supervisor: 'Pablo Supervisor',
  accounting: 'Clara Contable',
  client: 'Camila Cliente',
};

export const DEMO_USERS: readonly DemoUser[] = (Object.keys(NAMES) as (keyof typeof NAMES)[]).map((role) => ({
  role,
  email: `${role.replace('_', '.')}@flora.test`,
  password: `flora-${role}-2026`,
  name: NAMES[role],
}));

/** Issue 45: every demo partner portal account's password (the demo changes none of them). */
export const DEMO_PARTNER_PASSWORD = 'flora-partner-2026';

/** One portal account per demo consignment partner: `<the partner's slug>@partners.flora.test`. */
export interface DemoPartnerUser {
  /** The demo partner's key (command-api/seed/consignment-partners.ts), the slug of its trade name. */
  partnerKey: string;
  email: string;
  password: string;
  name: string;
}

// The people are the partners' own main contacts in the demo data.
const PARTNER_PEOPLE: readonly (readonly [string, string])[] = [
  ['brickell-bay-hotel', 'Lucía Fernández'],
  ['gables-events', 'Mateo Ruiz'],
  ['la-palma-wynwood', 'Sofía Márquez'],
];

export const DEMO_PARTNER_USERS: readonly DemoPartnerUser[] = PARTNER_PEOPLE.map(([partnerKey, name]) => ({
  partnerKey,
  email: `${partnerKey}@partners.flora.test`,
  password: DEMO_PARTNER_PASSWORD,
  name,
}));
