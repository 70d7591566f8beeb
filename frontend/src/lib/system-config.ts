import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_SYSTEM_CONFIG,
  publicSystemConfigView,
  type PublicSystemConfigView,
} from '@domain/settings/shop/system-config';
import { DEFAULT_SHOP_MONEY } from '@domain/settings/shop/money';
import type { SystemFlags } from '@domain/identity/flags';
import { api } from './api-client';
import { setShopMoney } from './money';
import { applyTheme } from './theme';

// Issue 20: spec 3's system config as the app reads it. Issue 38: every screen reads its public part,
// GET /api/system/public-config (the storefront shows the name and theme before anyone signs in; the
// guards and menus read the flags for every role); only the operators' form reads the whole config.
// One query for the whole app; the settings notice (system-config's keys.ts, refreshedBy) and the form's save refetch it.

export const SYSTEM_CONFIG_KEY = ['system-config'] as const;
export const SYSTEM_CONFIG_DEFAULTS: PublicSystemConfigView = publicSystemConfigView(
  DEFAULT_SYSTEM_CONFIG,
  DEFAULT_SHOP_MONEY,
);

/** Not much older than this when a guard asks: a flag flipped in another tab shows on the next navigation. */
const GUARD_STALE_MS = 5_000;

export const systemConfigQueryOptions = queryOptions({
  queryKey: [...SYSTEM_CONFIG_KEY, 'public'],
  // The shop's money is set as the answer arrives, before any screen that shows an amount draws with it.
  queryFn: async () => {
    const config = await api.get<PublicSystemConfigView>('/system/public-config');
    setShopMoney(config.money);
    return config;
  },
  staleTime: 60_000,
});

/**
 * The flags for a guard: fresh enough; when the API cannot be reached, the flags last read, else the
 * defaults (the server still refuses what a flag turns off).
 */
export async function systemFlags(
  fetch: (o: typeof systemConfigQueryOptions) => Promise<PublicSystemConfigView>,
  lastRead: () => PublicSystemConfigView | undefined = () => undefined,
): Promise<SystemFlags> {
  try {
    return (await fetch({ ...systemConfigQueryOptions, staleTime: GUARD_STALE_MS })).flags;
  } catch {
    return (lastRead() ?? SYSTEM_CONFIG_DEFAULTS).flags;
  }
}

/** The system's name, theme (set on the root as CSS variables) and flags; the defaults while loading. */
export function useSystemConfig() {
  const query = useQuery(systemConfigQueryOptions);
  const config = query.data ?? SYSTEM_CONFIG_DEFAULTS;
  const { primary, secondary, accent } = config.theme;
  useEffect(() => applyTheme({ primary, secondary, accent }), [primary, secondary, accent]);
  return { systemName: config.systemName, theme: config.theme, flags: config.flags, loaded: query.isSuccess };
}
