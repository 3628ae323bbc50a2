import type { AdminUserDetail, UpdateAdminUserRequest } from '@ditto/api-client';
import { serverKeys } from '@ditto/data-cache';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';

export type AdminChange = { isAdmin: boolean } | { enabled: boolean };

/**
 * Make/revoke admin and disable/enable, optimistically but safely: the detail shows the change at once; a refusal
 * (e.g. the server's "not your own account") puts the previous detail back; either way the detail and the lists
 * are loaded again so they show what the server holds.
 */
export function useUpdateAdminUser(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = serverKeys.adminUser(userId);
  return useMutation({
    mutationFn: (change: AdminChange) => api.updateAdminUser(userId, change satisfies UpdateAdminUserRequest),
    meta: { toastOnError: false },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminUserDetail>(key);
      if (previous) queryClient.setQueryData<AdminUserDetail>(key, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (detail) => queryClient.setQueryData(key, detail),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: serverKeys.adminUsers() }),
      ]),
  });
}
