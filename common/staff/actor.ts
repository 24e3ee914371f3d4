/**
 * Who makes a staff call (issue 27): the operator with ADMIN_TOKEN (the break-glass key), a person
 * signed in with their own session, or a personal token acting for its owner. Readers are no actor.
 */

/** The three staff roles, lowest first: each may do what the ones before it may. */
export const STAFF_ROLES = ['contributor', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type Actor =
  | { kind: 'operator' }
  | { kind: 'person'; id: number; name: string; role: StaffRole }
  /** `name` is the owner's, `tokenName` the token's; `role` the token's, or the owner's when now lower. */
  | { kind: 'token'; id: number; name: string; tokenName: string; personId: number; role: StaffRole };

/** The roles as the app names them. */
export const ROLE_NAMES: Record<StaffRole, string> = {
  contributor: 'Col·laborador',
  editor: 'Editor',
  admin: 'Administrador',
};

/** The operator's key is an administrator's. */
export const roleOf = (actor: Actor): StaffRole => (actor.kind === 'operator' ? 'admin' : actor.role);

/** The lower of two roles (a token acts with its own role, but never above its owner's). */
export const lowerRole = (a: StaffRole, b: StaffRole): StaffRole => (STAFF_ROLES.indexOf(a) <= STAFF_ROLES.indexOf(b) ? a : b);

/** Whether `role` reaches `needed`. */
export const roleReaches = (role: StaffRole, needed: StaffRole): boolean => STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);

/** The person a call acts for (a person's session or their token); none for the operator. */
export const personOf = (actor: Actor): number | null => (actor.kind === 'person' ? actor.id : actor.kind === 'token' ? actor.personId : null);
