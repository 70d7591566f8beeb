import { z } from 'zod';
import { DELIVERY_STATUSES } from '../delivery/delivery/events';
import { ROLES } from '../identity/roles';
import { ProjectionStatus } from '../ops/responses';

// What GET /api/dashboards/owner and /admin answer (read-api/dashboards, issue 20): the landings'
// figures. They live beside the reports because they are the same kind of thing: read-only figures
// drawn across the areas' read models (the books, stock, deliveries, subscriptions, staff), with no
// aggregate of their own. Each a zod schema the route serialises with, its type inferred under the
// same name for the app. Money in centavos.

const Count = z.number().int();
const Cents = z.number().int();
const Day = z.string();

/** An object with a count for each key of `keys` (every one present, zero included). */
const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, Count])) as Record<K, typeof Count>);

/** The sales channels, each with its own sales account in the books. */
export const CHANNELS = ['counter', 'online', 'invoices', 'consignment', 'subscriptions'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Each channel's net sales and their total, in centavos. */
export const ChannelCents = countsOf(CHANNELS).extend({ total: Cents });
export type ChannelCents = z.infer<typeof ChannelCents>;
export const SalesDay = ChannelCents.extend({ day: Day });
export type SalesDay = z.infer<typeof SalesDay>;

export const SalesByChannel = z.object({
  today: ChannelCents,
  week: ChannelCents,
  month: ChannelCents,
  /** The last 30 days, oldest first; a day without sales is zeros. */
  series: z.array(SalesDay),
});
export type SalesByChannel = z.infer<typeof SalesByChannel>;

/** The stock's worth at the selling price, and what needs reordering among the active products. */
export const StockFigures = z.object({
  valueCents: Cents,
  units: z.number(),
  products: Count,
  lowStock: Count,
  outOfStock: Count,
});
export type StockFigures = z.infer<typeof StockFigures>;

/** Today's deliveries by status; `total` leaves the cancelled out (they will not go out). */
export const DeliveryFigures = countsOf(DELIVERY_STATUSES).extend({ total: Count });
export type DeliveryFigures = z.infer<typeof DeliveryFigures>;

/** Active and paused as of the shop's today, and the active ones' monthly recurring revenue. */
export const SubscriptionFigures = z.object({ active: Count, paused: Count, monthlyRecurringCents: Cents });
export type SubscriptionFigures = z.infer<typeof SubscriptionFigures>;

/** Who is at work now, beside the staff on the books (not terminated). */
export const StaffFigures = z.object({
  clockedIn: Count,
  employees: Count,
  /** The clocked-in, by name (at most 20); `since` is '' for a shift without a start. */
  onShift: z.array(z.object({ employeeId: z.string(), name: z.string(), since: z.string() })),
});
export type StaffFigures = z.infer<typeof StaffFigures>;

/** The figures both landings show. */
export const ShopFigures = z.object({
  /** The shop's days the figures are cut by (its time zone's). */
  period: z.object({ today: Day, weekStart: Day, monthStart: Day, timeZone: z.string() }),
  sales: SalesByChannel,
  stock: StockFigures,
  deliveries: DeliveryFigures,
  subscriptions: SubscriptionFigures,
  staff: StaffFigures,
  /** Flora Bot's hand-offs nobody has attended yet (issue 22). */
  helpRequests: z.object({ open: Count }),
});
export type ShopFigures = z.infer<typeof ShopFigures>;

/** The owner's finance figures, from the books (spec 2.1: the admin sees no finances). */
export const BookFigures = z.object({
  month: z.object({
    salesCents: Cents,
    costOfSalesCents: Cents,
    marginCents: Cents,
    /** The margin's share of the sales in basis points (4 250 = 42.5 %); null without sales. */
    marginBasisPoints: z.number().int().nullable(),
  }),
  cash: z.object({ tillCents: Cents, cardsCents: Cents, bankCents: Cents, totalCents: Cents }),
  receivables: z.object({ customersCents: Cents, consignmentCents: Cents, totalCents: Cents }),
});
export type BookFigures = z.infer<typeof BookFigures>;

/** GET /api/dashboards/owner — the shop's figures with the books. */
export const OwnerFiguresAnswer = ShopFigures.extend({ books: BookFigures });
export type OwnerFiguresAnswer = z.infer<typeof OwnerFiguresAnswer>;

/** Accounts active and deactivated, who signed up this month, and how many active hold each role. */
export const UserFigures = z.object({
  active: Count,
  inactive: Count,
  newThisMonth: Count,
  /** An account with two roles counts in both. */
  byRole: countsOf(ROLES),
});
export type UserFigures = z.infer<typeof UserFigures>;

export type ProjectionState = ProjectionStatus['status'];

/** Each projection and reactor as data management shows it, and the counts the card needs. */
export const ProjectionHealth = z.object({
  /** Every one running (a rebuild in progress is not a fault, but not healthy yet either). */
  healthy: z.boolean(),
  running: Count,
  faulted: Count,
  rebuilding: Count,
  stale: Count,
  /** The most events any of them is behind; null when the store cannot count (not Postgres). */
  maxLag: Count.nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      kind: ProjectionStatus.shape.kind,
      status: ProjectionStatus.shape.status,
      lag: Count.nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type ProjectionHealth = z.infer<typeof ProjectionHealth>;

/** GET /api/dashboards/admin — the shop's figures without finances, with the users and the projections. */
export const AdminFiguresAnswer = ShopFigures.extend({ users: UserFigures, projections: ProjectionHealth });
export type AdminFiguresAnswer = z.infer<typeof AdminFiguresAnswer>;
