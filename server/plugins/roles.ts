import type { RoleName } from '../../src/api/types';

/**
 * Role rank, highest first (spec 01 §6): a check for a role grants that role and every role above it.
 * The app has the same rule in src/lib; the lead will unify the two later.
 */
export const ROLE_RANK: readonly RoleName[] = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor', 'driver'];

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLE_RANK as readonly string[]).includes(value);
}

/** True when `role` is `minimum` or ranks above it. */
export function hasAtLeast(role: RoleName, minimum: RoleName): boolean {
  return ROLE_RANK.indexOf(role) <= ROLE_RANK.indexOf(minimum);
}
