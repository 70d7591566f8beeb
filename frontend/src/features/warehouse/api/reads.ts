import { queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryMinPosition, inventoryKeys } from '@/lib/inventory-reads';
import { api } from '@/lib/api-client';
import type { WarehouseDashboard } from '@domain/inventory';

/** The device's zone: "today" on the dashboard is the warehouse's day, not the server's UTC day. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /api/inventory/dashboard?tz — low stock, today's movements by type, value by category, recent movements. */
export const getWarehouseDashboard = (tz: string) =>
  api.get<WarehouseDashboard>('/inventory/dashboard', { query: { tz, minPosition: inventoryMinPosition() } });

// Under the 'inventory' prefix: every movement anywhere refreshes the dashboard too.
export const warehouseDashboardQueryOptions = (tz: string) =>
  queryOptions({ queryKey: inventoryKeys.dashboard(tz), queryFn: () => getWarehouseDashboard(tz) });

export const useWarehouseDashboard = () => useQuery(warehouseDashboardQueryOptions(deviceTimeZone()));
