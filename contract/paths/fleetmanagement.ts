/** Fleet management's calls (spec 02 §7 "Lease system and fleet management"), as the contract spells them below /api-admin. */
export const FLEET_MANAGEMENT_PATHS = {
  /** GET the drivers with a fleet-management id (?fleetManagementDriverId= the one holding it); POST creates or updates one. */
  driver: '/fleetmanagement/driver',
} as const;
