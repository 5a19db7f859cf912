import type { Licenses } from '../../contract/types/core';
import { ACCESS_TABLE, can, type AccessRule, type AccessSubject, type Feature } from '../../contract/access/permissions';

/**
 * The 403 reason when a client's licence switch (spec 01 §1) is off: one sentence per switch, so a caller learns
 * which licence the feature needs rather than a bare "no permission".
 */
export const LICENCE_REFUSALS: Readonly<Record<keyof Licenses, string>> = {
  isMobilityModuleEnabled: 'The mobility module is not active for this client.',
  isDriverLicenseCheckEnabled: 'The driver-licence check is not active for this client.',
  hasLeaseWise: 'The lease-system integration is not active for this client.',
  isOrderModuleEnabled: 'The order module is not active for this client.',
  isOrderModuleWithoutLeasingCompany: 'The order module without a leasing company is not active for this client.',
};

const licenceOf = (feature: Feature): keyof Licenses | undefined => (ACCESS_TABLE[feature] as AccessRule).licence;

/** Whether any of `features` needs a licence, so the acting client's licences must be read before deciding. */
export function needsLicences(features: readonly Feature[]): boolean {
  return features.some((feature) => licenceOf(feature) !== undefined);
}

/**
 * The licence whose switch alone refuses `subject` one of `features` (with it on, the access table would let them
 * through); undefined when the role or another rule refuses as well, which is then no licence's fault.
 */
export function missingLicence(subject: AccessSubject, features: readonly Feature[]): keyof Licenses | undefined {
  return features.map(licenceOf).find((licence, i) =>
    licence !== undefined && subject.licenses?.[licence] !== true
    && can({ ...subject, licenses: { ...subject.licenses, [licence]: true } }, features[i]!));
}
