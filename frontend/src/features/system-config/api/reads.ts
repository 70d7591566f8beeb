import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SYSTEM_CONFIG_KEY } from '@/lib/system-config';
import type { SystemConfigView } from '@domain/settings/shop/system-config';
import { systemConfigMinPosition } from './consistency';

/**
 * GET /api/system/config (system-config): the whole config the form edits, quoted prices included.
 * Under the app's system-config key, so the save and the settings notice refresh it with the public part.
 */
export const fullSystemConfigQueryOptions = queryOptions({
  queryKey: [...SYSTEM_CONFIG_KEY, 'full'],
  queryFn: () => api.get<SystemConfigView>('/system/config', { query: { minPosition: systemConfigMinPosition() } }),
});
