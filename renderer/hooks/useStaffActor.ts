/**
 * Who is signed in at the desk (issue 27), and what their role lets the screens offer. The
 * server refuses what a role may not do whatever a screen shows; screens use this only so as not
 * to offer a button that would be refused.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActorView } from '../../common/api/admin.js';
import { roleReaches, type StaffRole } from '../../common/staff/actor.js';
import { adminKeys, fetchAdminSession } from '../api/admin.js';

/** The session the gates check (again at each mount); a screen opened by address asks it before its first render. */
export const sessionQuery = queryOptions({ queryKey: adminKeys.session, queryFn: (ctx) => fetchAdminSession(ctx), staleTime: 0, retry: 1 });

export function useStaffActor(): ActorView | undefined {
  return useQuery(sessionQuery).data?.actor;
}

/** Whether the signed-in person's role reaches `role` (false while nobody is known). */
export function useRoleReaches(role: StaffRole): boolean {
  const actor = useStaffActor();
  return actor !== undefined && roleReaches(actor.role, role);
}
