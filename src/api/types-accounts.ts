/* Accounts and roles (spec 02 §3 Account, §6, §7 "Accounts and roles"): the administrators of a client. */
import type { ProductRef, RoleName } from './types';

/** The roles an account may hold: every role but driver (drivers are not accounts of this application). */
export type AccountRole = Exclude<RoleName, 'driver'>;
export const ACCOUNT_ROLES = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor'] as const satisfies readonly AccountRole[];

/** What an account reaches, by name, with GET ?includeBindings=true. */
export interface AccountBindings {
  operatingCompanies: { id: number; name: string }[];
  carArrangements: { id: number; displayName: string }[];
  mobilityContainers: { id: number; displayName: string }[];
}

/**
 * An account row of GET /api-admin/account (the acting client's, only those the caller may see). An account with
 * operating companies or arrangements is scoped to them (spec 02 §6): it reaches their drivers only.
 */
export interface Account {
  id: number;
  version: number;
  /** Stored lower-cased; unique across every client. */
  emailAddress: string;
  firstName: string;
  prefixSurname: string;
  surname: string;
  role: AccountRole;
  isActive: boolean;
  receivesOrderEmails: boolean;
  operatingCompanyIds: number[];
  carArrangementIds: number[];
  mobilityContainerIds: number[];
  /** Read-only: `{product}Products`, saved apart with POST /{product}/accountproducts (master only). */
  amwProducts: ProductRef[];
  /** Read-only, ISO timestamp; null before the first sign-in. */
  dateLastLogin: string | null;
  /** Read-only: invited, no password set yet. */
  invitationPending: boolean;
  bindings?: AccountBindings;
}

/** GET /api-admin/role: every role but driver, highest first; `assignable` when the caller may give it. */
export interface RoleChoice {
  name: AccountRole;
  rank: number;
  assignable: boolean;
}

/** GET /api-admin/{product}/products: the provider's products (master only). */
export interface ProviderProduct {
  id: number;
  code: string;
  name: string;
  url: string;
}

/** POST /api-admin-auth/grant_access/check: whose invitation the key is. */
export interface InvitationCheck {
  emailAddress: string;
  clientName: string;
}

/** Longest values the server stores (migration 0001's CHECKs); the form uses them as maxLength. */
export const ACCOUNT_LIMITS = { emailAddress: 254, firstName: 100, prefixSurname: 30, surname: 100 } as const;
