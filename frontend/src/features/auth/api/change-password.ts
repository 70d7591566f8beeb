import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export const changePassword = (input: PasswordChange) =>
  api.post<{ success: boolean; message: string }>('/auth/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
