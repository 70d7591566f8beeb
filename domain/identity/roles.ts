// Spec section 6: the ten roles and their display labels, and issue 45's partner: a person of a
// consignment partner's business, bound to that one partner, who reads its portal (/partner).
export const ROLES = [
  'client',
  'partner',
  'delivery',
  'driver',
  'warehouse',
  'cashier',
  'pos_supervisor',
  'hr',
  'accounting',
  'admin',
  'owner',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  client: 'Cliente',
  partner: 'Socio',
  delivery: 'Entregas',
  driver: 'Repartidor',
  warehouse: 'Almacén',
  cashier: 'Cajero',
  pos_supervisor: 'Supervisor POS',
  hr: 'Recursos Humanos',
  accounting: 'Contabilidad',
  admin: 'Administrador',
  owner: 'Propietario',
};

export const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);
