import { LEASEWISE_LOGIN_REFRESH } from './leasewise-login';

/** The lease system's calls (spec 02 §7 "Lease system and fleet management"), as the contract spells them below /api-admin. */
export const LEASEWISE_PATHS = {
  loginRefresh: LEASEWISE_LOGIN_REFRESH,
  driver: '/leasewise/driver',
  arrangement: '/leasewise/arrangement',
  mantels: '/leasewise/mantels',
  contractTypes: '/leasewise/Contractvormen',
  profiles: '/leasewise/profiles',
  customComponents: '/leasewise/customcomponents',
  customOptionAccessories: '/leasewise/customoptionaccessories',
} as const;
