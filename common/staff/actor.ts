/**
 * Who acts on the staff API (issue 27): the operator's break-glass key (`ADMIN_TOKEN`, as a bearer
 * or the session it opened), a signed-in person, or a person's API token. The admin guard sets it
 * on the call's context (server/http/mount.ts CallContext.actor); the record names it.
 */
export type StaffRole = 'contributor' | 'editor' | 'admin';

export type Actor =
  | { kind: 'operator' }
  | { kind: 'person'; id: number; name: string; role: StaffRole }
  | { kind: 'token'; id: number; name: string; personId: number; role: StaffRole };
