import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { ConfigureSystemBody } from '@domain/settings/shop/system-config-body';
import { afterSystemConfigSave } from './consistency';

/**
 * PUT /api/system/config (operators): the whole config; then the app reads it again (name, theme,
 * flags) at the save's position, and its flagged calls pass that position too.
 */
export function useSaveSystemConfig() {
  return useMutation({
    mutationFn: (body: ConfigureSystemBody) => api.put<CommandAnswer>('/system/config', body),
    onSuccess: afterSystemConfigSave,
  });
}
