/**
 * The lease-price calculation (issue 15 point 2): README.md beside this file says how a price is made. Its English
 * breakdown for a reader is the app's (src/lib/lease-price-explain.ts): it formats.
 */
export { calculateLeasePrice } from './calculate';
export * from './types';
export * as LEASE_RATES from './rates';
