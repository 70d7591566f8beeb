// The answers of GET /api/dashboards/owner and /admin (read-api/dashboards): money in centavos.

export const CHANNELS = ['counter', 'online', 'invoices', 'consignment', 'subscriptions'] as const;
export type Channel = (typeof CHANNELS)[number];
export type ChannelCents = Record<Channel, number> & { total: number };
export type SalesDay = ChannelCents & { day: string };

export const DELIVERY_STATUSES = ['PENDING', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface ShopFigures {
  period: { today: string; weekStart: string; monthStart: string; timeZone: string };
  sales: { today: ChannelCents; week: ChannelCents; month: ChannelCents; series: SalesDay[] };
  stock: { valueCents: number; units: number; products: number; lowStock: number; outOfStock: number };
  deliveries: Record<DeliveryStatus, number> & { total: number };
  subscriptions: { active: number; paused: number; monthlyRecurringCents: number };
  staff: { clockedIn: number; employees: number; onShift: { employeeId: string; name: string; since: string }[] };
  /** Flora Bot's hand-offs nobody has attended yet (issue 22). */
  helpRequests: { open: number };
}

export interface OwnerFiguresAnswer extends ShopFigures {
  books: {
    month: { salesCents: number; costOfSalesCents: number; marginCents: number; marginBasisPoints: number | null };
    cash: { tillCents: number; cardsCents: number; bankCents: number; totalCents: number };
    receivables: { customersCents: number; consignmentCents: number; totalCents: number };
  };
}

export type ProjectionState = 'running' | 'faulted' | 'rebuilding' | 'stale';
export interface AdminFiguresAnswer extends ShopFigures {
  users: { active: number; inactive: number; newThisMonth: number; byRole: Record<string, number> };
  projections: {
    healthy: boolean;
    running: number;
    faulted: number;
    rebuilding: number;
    stale: number;
    maxLag: number | null;
    items: { name: string; kind: string; status: ProjectionState; lag: number | null; error: string | null }[];
  };
}
