/* Accounts and roles (spec 02 §3 Account, §6, §7 "Accounts and roles"): the administrators of a client. */
import type { RoleName } from './types';

/** The roles an account may hold: every role but driver (drivers are not accounts of this application). */
export type AccountRole = Exclude<RoleName, 'driver'>;
export const ACCOUNT_ROLES = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor'] as const satisfies readonly AccountRole[];

/**
 * An account row of GET /api-admin/account (the acting client's, only those the caller may see): the server
 * declaration's own type (server/areas/account.ts), one source for validation and types. An account with
 * operatingCompanyIds or carArrangementIds is scoped to them (spec 02 §6); amwProducts, dateLastLogin,
 * invitationPending and bindings are read-only.
 */
export type { Account } from '../../server/areas/account';

/** GET /api-admin/role: every role but driver, highest first; `assignable` when the caller may give it. */
export interface RoleChoice {
  name: AccountRole;
  rank: number;
  assignable: boolean;
}

/** POST /api-admin-auth/grant_access/check: whose invitation the key is. */
export interface InvitationCheck {
  emailAddress: string;
  clientName: string;
}

/** Longest values the server stores (migration 0001's CHECKs); the form uses them as maxLength. */
export const ACCOUNT_LIMITS = { emailAddress: 254, firstName: 100, prefixSurname: 30, surname: 100 } as const;
