/**
 * Roles and permissions (spec 01 §6, 02 §6). Pure: no DOM, no storage — the reference server
 * imports this module too and refuses what `can()` refuses.
 *
 * Reading of "On the local development port master is excluded from array-form checks":
 * an array check such as ['supervisor'] grants the roles listed plus master (the provider's staff
 * reach everything a client role list grants). On the local development port that implicit master
 * grant is dropped, so a developer signed in as master sees what the listed roles see; a master
 * named explicitly in the array still counts. Single-role and "*" checks are unaffected.
 */
import { ROLE_NAMES, type Licenses, type RoleName } from '../types/core';
import { ACCESS_TABLE, type AccessRule, type Feature, type RoleCheck } from './access-table';

export { ACCESS_TABLE, FEATURES, type AccessRule, type Feature, type RoleCheck } from './access-table';

/** Highest first: master > supervisor > bulk > fleetmanagement > subsupervisor > driver; "*" lowest. */
export const ROLE_ORDER: readonly RoleName[] = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor', 'driver'];

/** The port the app is served on during local development (`npm run dev` behind a dev proxy, port 3000). */
export const LOCAL_DEV_PORT = '3000';

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}

/** Higher is more; "*" is 0; an unknown role is -1 and is granted nothing. */
export function roleRank(role: RoleName | '*' | string | null | undefined): number {
  if (role === '*') return 0;
  if (!isRoleName(role)) return -1;
  return ROLE_ORDER.length - ROLE_ORDER.indexOf(role);
}

/** True when `location` (window.location, or a URL) is the local development port. */
export function isLocalDevPort(location: { port: string } | null | undefined): boolean {
  return location?.port === LOCAL_DEV_PORT;
}

export interface RoleCheckOptions {
  except?: readonly RoleName[];
  isLocalDevPort?: boolean;
}

/**
 * Does `role` pass `check`? A single role grants it and every role ranked above it; "*" grants
 * everyone; an array grants the listed roles and master (not on the local development port);
 * `except` removes roles whatever the check says. Unknown or missing roles are refused.
 */
export function hasRole(role: RoleName | string | null | undefined, check: RoleCheck, options: RoleCheckOptions = {}): boolean {
  if (!isRoleName(role)) return false;
  if (options.except?.includes(role)) return false;
  if (check === '*') return true;
  if (typeof check === 'string') return roleRank(role) >= roleRank(check);
  if (check.includes(role)) return true;
  return role === 'master' && !options.isLocalDevPort;
}

/** Who is asking: the signed-in user's role and the facts of the client the rules depend on. */
export interface AccessSubject {
  role: RoleName | string | null | undefined;
  licenses?: Partial<Licenses> | null;
  /** The client has at least one mobility container. */
  hasContainers?: boolean;
  /** The user has at least one mobility-container binding. */
  hasContainerBindings?: boolean;
  isLocalDevPort?: boolean;
}

function passes(subject: AccessSubject, rule: AccessRule): boolean {
  const options = { except: rule.except, isLocalDevPort: subject.isLocalDevPort };
  if (!hasRole(subject.role, rule.roles, options)) return false;
  if (rule.licence && subject.licenses?.[rule.licence] !== true) return false;
  if (rule.rule === 'mobility') return mobilityAllows(subject);
  return true;
}

/**
 * Mobility (the role and licence part is in the table row): without containers only supervisor
 * and master, who create the first one; with containers every role but bulk and fleetmanagement,
 * where "non-fleet users" — those ranked below fleetmanagement (sub-supervisors), whose reach is
 * scoped by bindings — need at least one container binding.
 */
function mobilityAllows(subject: AccessSubject): boolean {
  if (!subject.hasContainers) return hasRole(subject.role, 'supervisor');
  if (hasRole(subject.role, 'fleetmanagement')) return true;
  return subject.hasContainerBindings === true;
}

/** May `subject` use `feature`? Everything is refused to a role that may not use the application. */
export function can(subject: AccessSubject, feature: Feature): boolean {
  if (!passes(subject, ACCESS_TABLE.application)) return false;
  const rule: AccessRule | undefined = ACCESS_TABLE[feature];
  return rule !== undefined && passes(subject, rule);
}

/** Every feature `subject` may use, in table order (menus and the e2e checks read this). */
export function grantedFeatures(subject: AccessSubject): Feature[] {
  return (Object.keys(ACCESS_TABLE) as Feature[]).filter((feature) => can(subject, feature));
}
