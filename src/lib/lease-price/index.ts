/** The lease-price calculation (issue 15 point 2): README.md beside this file says how a price is made. */
export { calculateLeasePrice } from './calculate';
export { describeResult, describeLine } from './explain';
export * from './types';
export * as LEASE_RATES from './rates';
