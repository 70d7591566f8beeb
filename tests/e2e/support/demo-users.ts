// The demo users `npm start` seeds (identity contract): one per role, and where spec 2.2 says each
// lands. client holds none of the roles of the landing table: 'anyone else'.
export interface DemoUser {
  role: string;
  email: string;
  password: string;
  landing: string;
}

const LANDING: Record<string, string> = {
  owner: '/admin/owner',
  admin: '/admin',
  warehouse: '/admin/warehouse-dashboard',
  delivery: '/admin/delivery-dashboard',
  driver: '/driver-dashboard',
  hr: '/admin/hr',
  cashier: '/admin/pos',
  pos_supervisor: '/admin/pos', // issue 43: the counter's landing (spec 2.2 has no row for the role)
  accounting: '/admin/accounting',
  client: '/catalog',
};

export const DEMO_USERS: DemoUser[] = Object.entries(LANDING).map(([role, landing]) => ({
  role,
  email: `${role === 'pos_supervisor' ? 'pos.supervisor' : role}@flora.test`,
  password: `flora-${role}-2026`,
  landing,
}));

export const demoUser = (role: string): DemoUser => DEMO_USERS.find((u) => u.role === role)!;
