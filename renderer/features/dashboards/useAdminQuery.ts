/**
 * TanStack Query for admin calls: when the server answers 401/403 (the session expired or was
 * closed elsewhere), the session is checked again, so the sign-in screen comes back.
 */
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasStatus } from '../../api/apiError.js';
import { adminKeys } from '../../api/admin.js';
import type { CallContext } from '../../api/client.js';

function isAuthError(error: unknown): boolean {
  return hasStatus(error, 401, 403);
}

export function useAdminQuery<T>(options: {
  queryKey: QueryKey;
  queryFn: (ctx: CallContext) => Promise<T>;
  enabled?: boolean;
  refetchInterval?: number | false;
}) {
  const client = useQueryClient();
  const result = useQuery({
    queryKey: options.queryKey,
    queryFn: options.queryFn,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
    // Statistics change all the time: a revisit of a tab fetches again.
    staleTime: 15_000,
    retry: (count, error) => !isAuthError(error) && count < 1,
  });
  const authFailed = isAuthError(result.error);
  useEffect(() => {
    if (authFailed) void client.invalidateQueries({ queryKey: adminKeys.session });
  }, [authFailed, client]);
  return result;
}
