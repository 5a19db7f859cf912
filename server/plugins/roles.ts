import type { RoleName } from '../../contract/types/core';
import { ROLE_ORDER, hasRole, isRoleName } from '../../contract/access/permissions';

/**
 * Role rank, highest first (spec 01 §6). There is ONE rank list: the app's, in contract/access/permissions.ts,
 * which also holds the access table the server checks features against (see requireFeature in auth.ts).
 */
export const ROLE_RANK: readonly RoleName[] = ROLE_ORDER;

export { isRoleName };

/** True when `role` is `minimum` or ranks above it. */
export function hasAtLeast(role: RoleName, minimum: RoleName): boolean {
  return hasRole(role, minimum);
}
