import type { QueryKey } from '@tanstack/react-query';

// Which queries a read model's websocket notice makes stale is each feature's word, in its
// api/keys.ts (`refreshedBy`); the app gathers them (src/app/live-refreshes.ts) and this turns them
// into the one table the notices are read with. A key is a prefix: every query under it is read again.

/** The read models whose notices reach the app, named as the websocket names them (read-api/shared/ws.ts). */
export type Projection =
  | 'audit'
  | 'billing'
  | 'consignment'
  | 'deliveries'
  | 'expenses'
  | 'help-requests'
  | 'hr'
  | 'inventory'
  | 'ledger'
  | 'lots'
  | 'orders'
  | 'pos'
  | 'reports'
  | 'stock-ledger'
  | 'subscriptions'
  | 'users';

/** A feature's queries by the read models whose notices refresh them. */
export type RefreshedBy = Partial<Readonly<Record<Projection, readonly QueryKey[]>>>;

/** Every feature's declarations as one lookup: a projection no feature names refreshes nothing. */
export function keysByProjection(declarations: readonly RefreshedBy[]): (projection: string) => QueryKey[] {
  const table = new Map<string, QueryKey[]>();
  for (const declared of declarations)
    for (const [projection, keys] of Object.entries(declared) as [string, readonly QueryKey[]][])
      table.set(projection, [...(table.get(projection) ?? []), ...keys]);
  return (projection) => table.get(projection) ?? [];
}
