// Spec section 6: the ten roles and their display labels.
export const ROLES = [
  'client',
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
