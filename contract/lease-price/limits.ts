import { basisPointsOf, optionalCents, toBasisPoints } from './money';
import type { LeaseCarVersion, LeaseSettings, Refusal } from './types';

/*
 * Whether the arrangement allows the car at all (spec 02 §3 "Limits", "Percentages", §5). Every rule that
 * fails is listed, so an administrator sees all reasons at once. A limit that is not set (null) checks
 * nothing; a car figure the catalogue lacks (CO2, fiscal value, label '-') is not refused for it.
 */

/** The car's figures the limits compare, in cents where money. */
export interface LimitFacts {
  version: LeaseCarVersion;
  /** The version's own consumer price incl. VAT: maxConsumerPrice and the options percentage are of it. */
  consumerPrice: number;
  /** Options and accessories incl. VAT. */
  extras: number;
  leasePrice: number;
  /** After deviations; null when not set. */
  maxLease: number | null;
  normLease: number | null;
}

/**
 * The max options and accessories: in euros 0 means 0 (no options with a price), in percent of the
 * consumer price 0 means no filter (spec 02 §5). Cents, or null for no limit.
 */
export function maxExtrasCents(settings: LeaseSettings, consumerPrice: number): number | null {
  const value = settings.maxOptionsDeviation;
  if (value === null) return null;
  if (settings.maxOptionsDeviationUnit === 'amount') return optionalCents(value);
  return value === 0 ? null : basisPointsOf(consumerPrice, toBasisPoints(value));
}

function catalogueRefusals({ version, consumerPrice, extras }: LimitFacts, settings: LeaseSettings, out: Refusal[]): void {
  if (settings.maxCo2 !== null && version.co2 !== null && version.co2 > settings.maxCo2) {
    out.push({ reason: 'co2AboveMax', actual: version.co2, limit: settings.maxCo2 });
  }
  const label = version.energyLabel;
  if (settings.maxFuelLabel !== null && settings.maxFuelLabel !== '-' && label !== null && label !== '-' && label > settings.maxFuelLabel) {
    out.push({ reason: 'fuelLabelAboveMax', actual: label, limit: settings.maxFuelLabel });
  }
  const maxFiscal = optionalCents(settings.maxFiscalValue);
  const fiscal = optionalCents(version.fiscalValue);
  if (maxFiscal !== null && fiscal !== null && fiscal > maxFiscal) out.push({ reason: 'fiscalValueAboveMax', actual: fiscal, limit: maxFiscal });
  const maxPrice = optionalCents(settings.maxConsumerPrice);
  if (maxPrice !== null && consumerPrice > maxPrice) out.push({ reason: 'consumerPriceAboveMax', actual: consumerPrice, limit: maxPrice });
  const maxExtras = maxExtrasCents(settings, consumerPrice);
  if (maxExtras !== null && extras > maxExtras) out.push({ reason: 'optionsAboveMax', actual: extras, limit: maxExtras });
  const segment = version.segmentCode;
  const included = settings.segmentsIncluded ?? [];
  if (included.length > 0 && (segment === null || !included.includes(segment))) {
    out.push({ reason: 'segmentNotIncluded', actual: segment ?? '', limit: included });
  }
  if (segment !== null && (settings.segmentsExcluded ?? []).includes(segment)) {
    out.push({ reason: 'segmentExcluded', actual: segment, limit: settings.segmentsExcluded ?? [] });
  }
}

/**
 * The lease price against the (deviated) max lease plus its tolerance (max lease deviation), the min lease,
 * and the norm lease's budget percentages: at least min-use % of it, at most overrun % above it.
 */
function priceRefusals({ leasePrice, maxLease, normLease }: LimitFacts, settings: LeaseSettings, out: Refusal[]): void {
  if (maxLease !== null) {
    const ceiling = maxLease + (optionalCents(settings.maxLeaseDeviation) ?? 0);
    if (leasePrice > ceiling) out.push({ reason: 'leaseAboveMax', actual: leasePrice, limit: ceiling });
  }
  const minLease = optionalCents(settings.minLease);
  if (minLease !== null && leasePrice < minLease) out.push({ reason: 'leaseBelowMin', actual: leasePrice, limit: minLease });
  if (normLease === null) return;
  if (settings.minBudgetUsePercentage !== null) {
    const floor = basisPointsOf(normLease, toBasisPoints(settings.minBudgetUsePercentage));
    if (leasePrice < floor) out.push({ reason: 'budgetUseBelowMin', actual: leasePrice, limit: floor });
  }
  if (settings.maxBudgetOverrunPercentage !== null) {
    const ceiling = normLease + basisPointsOf(normLease, toBasisPoints(settings.maxBudgetOverrunPercentage));
    if (leasePrice > ceiling) out.push({ reason: 'budgetOverrunAboveMax', actual: leasePrice, limit: ceiling });
  }
}

export function refusalsOf(facts: LimitFacts, settings: LeaseSettings): Refusal[] {
  const out: Refusal[] = [];
  catalogueRefusals(facts, settings, out);
  priceRefusals(facts, settings, out);
  return out;
}
