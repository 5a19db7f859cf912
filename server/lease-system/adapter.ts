import { HttpError } from '../plugins/http-errors';

/**
 * The lease system (spec 01 §1 "lease-system link", 02 §3 "Lease-system", §7 "Lease system and fleet management"):
 * what the /leasewise routes and the mantel contract coupling check ask it, whichever one answers. Two
 * implementations: the built-in simulated one (simulated.ts, its data in the migration 0042 tables) and a real one
 * reached over HTTP (http.ts, LEASE_SYSTEM_URL); config.ts chooses, index.ts builds it.
 *
 * A lease system knows a client by its debtor number (the client's, `clients.debtor_number`); the simulated one
 * keeps its data per client id as well, so both are given.
 */
export interface LeaseSystemClient {
  clientId: number;
  debtorNumber: string | null;
}

/** A framework contract ("mantel"). */
export interface LeaseMantel {
  mantelNumber: string;
  description: string;
  /** An ended contract: still known, but no coupling to it is valid. */
  isActive: boolean;
}

/** A contract type (contractvorm) a mantel offers. */
export interface LeaseContractType {
  code: string;
  description: string;
  isValid: boolean;
}

export interface LeaseProfile {
  code: string;
  description: string;
}

/** A custom component: number and description as the lease system has them (description ≤ 50, spec 02 §5). */
export interface LeaseComponent {
  componentNr: string;
  description: string;
}

/** An option accessory; one "standard if chosen" cannot be linked (spec 02 §5). */
export interface LeaseOptionAccessory {
  code: string;
  description: string;
  isStandardIfChosen: boolean;
}

/** A driver as the lease system knows them, by its own id. */
export interface LeaseDriver {
  leaseWiseDriverId: string;
  firstName: string;
  prefixSurname: string | null;
  surname: string;
  emailAddress: string;
  telephoneNr: string | null;
  debtorNumber: string | null;
}

export interface LeaseSystemAdapter {
  /** Which one answers, for logs and the coupling check's answer. */
  readonly kind: 'simulated' | 'http';
  mantels(client: LeaseSystemClient): Promise<LeaseMantel[]>;
  /** The mantel's contract types; null when the lease system does not know the mantel. */
  contractTypes(client: LeaseSystemClient, mantelNumber: string): Promise<LeaseContractType[] | null>;
  profiles(client: LeaseSystemClient): Promise<LeaseProfile[]>;
  /** The mantel's custom components (empty for an unknown mantel). */
  components(client: LeaseSystemClient, mantelNumber: string): Promise<LeaseComponent[]>;
  /** The option accessories offered under the mantel (empty for an unknown mantel). */
  optionAccessories(client: LeaseSystemClient, mantelNumber: string): Promise<LeaseOptionAccessory[]>;
  /** The driver with that lease-system id; null when unknown. */
  driver(client: LeaseSystemClient, leaseWiseDriverId: string): Promise<LeaseDriver | null>;
}

/** The lease system did not answer, or answered what we cannot read: a 502 saying so, never a 500. */
export const leaseSystemUnavailable = (reason: string) => new HttpError(502, `The lease system could not be reached: ${reason}`);
