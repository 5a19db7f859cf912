import type { ArrangementType } from './core';

/**
 * The lease-system link's answers (spec 02 §3 "Lease-system", §7 "Lease system and fleet management"), shared by the
 * app (src/api/leasewise.ts) and the reference server (server/routes/leasewise-*.ts).
 */

/** A framework contract of the client's lease system. */
export interface LeaseWiseMantel {
  mantelNumber: string;
  description: string;
  /** An ended contract is still listed, but coupling to it is not valid. */
  isActive: boolean;
}

/** GET /leasewise/Contractvormen?mantelNumber=: a contract type of one mantel. */
export interface LeaseWiseContractType {
  code: string;
  description: string;
  isValid: boolean;
}

export interface LeaseWiseProfile {
  code: string;
  description: string;
}

/** GET /leasewise/arrangement: one of the client's arrangements with its coupling. */
export interface LeaseWiseArrangement {
  id: number;
  version: number;
  displayName: string;
  dataObject: { type: ArrangementType };
  mantelNumber: string | null;
  contractType: string | null;
  /** As the last coupling check stored it (default true, spec 02 §4); the supervisors' banner reads it. */
  isMantelContractValid: boolean;
}

/** POST /leasewise/arrangement: couple (a mantel number) or uncouple (null) one arrangement; If-Match its version. */
export interface LeaseWiseCoupling {
  carArrangementId: number;
  mantelNumber: string | null;
  /** One of the mantel's contract types; null or left out: none chosen. */
  contractType?: string | null;
}

/** Why a coupling is not valid; null when it is. */
export type CouplingProblem = 'notCoupled' | 'unknownMantel' | 'mantelEnded' | 'unknownContractType' | 'contractTypeInvalid';

/** GET /cararrangement/mantelcontractkoppelingcheck?arrangementId=: the coupling as the lease system sees it now. */
export interface MantelCouplingCheck {
  carArrangementId: number;
  mantelNumber: string | null;
  contractType: string | null;
  /** Coupled to a mantel the lease system knows, active, under a valid contract type (when one is chosen). */
  isCoupled: boolean;
  problem: CouplingProblem | null;
}

/** GET /leasewise/customcomponents and /customoptionaccessories: the lease system's item, or one of ours it no longer has. */
export interface LeaseWiseCustomItem {
  /** componentNr for components, the option code for option accessories. */
  code: string;
  description: string;
  /** Options only: "standard if chosen" in the lease system, which cannot be linked (spec 02 §5). */
  isStandardIfChosen?: boolean;
  /** Our component or option linked to it (its id), null when not linked. */
  linkedId: number | null;
  /** Ours, but no longer in the lease system: hidden from drivers (spec 02 §8). */
  noLongerInLeaseSystem: boolean;
}

/** POST /leasewise/driver: create or update ours from the lease system's driver with this id. */
export interface LeaseWiseDriverImport {
  leaseWiseDriverId: string;
}

/** POST /fleetmanagement/driver: a driver by fleet-management id — created, or updated when one holds the id (If-Match). */
export interface FleetDriverInput {
  fleetManagementDriverId: string;
  emailAddress: string;
  firstName: string;
  surname: string;
  prefixSurname?: string | null;
  telephoneNr?: string | null;
  debtorNumber?: string | null;
  isActive?: boolean;
}
