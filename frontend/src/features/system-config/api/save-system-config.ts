import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { SYSTEM_CONFIG_KEY } from '@/lib/system-config';
import type { ConfigureSystemBody } from '@domain/settings/shop/system-config-body';

/** PUT /api/settings/system (operators): the whole config; then the app reads it again (name, theme, flags). */
export function useSaveSystemConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigureSystemBody) => api.put<CommandAnswer>('/settings/system', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSTEM_CONFIG_KEY }),
  });
}
