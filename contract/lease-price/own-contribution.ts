import { adjust } from './deviations';
import { basisPointsOf, mulDiv, optionalCents, sumCents, toBasisPoints } from './money';
import { VAT_BASIS_POINTS } from './rates';
import type { ContributionStep, DeviationEffect, LeaseCarVersion, LeaseDeviation, LeaseSettings, PriceLine } from './types';

/*
 * The driver's monthly own contribution (spec 02 §3 "Own contribution", "Percentages", the VAT flag), in
 * this order, each step a line so the lines sum to the result:
 * 1. fixed, when set, replaces steps 2–4;
 * 2. standard: paid by every driver;
 * 3. above the norm lease: the overshoot (lease price − norm lease), plus 21 % VAT on it when
 *    "overshoot own contribution incl. VAT", plus the extra own contribution;
 * 4. a percentage of the gross capital (consumer price + options + accessories incl. VAT) a year, a twelfth
 *    a month, kept within its min and max (max wins when min is above it);
 * 5. the deviations aimed at the own contribution (deviations.ts), never below zero;
 * 6. the deduction percentage, which stops at its lower limit (and never raises an amount below it);
 * 7. a positive own contribution is raised to the lower limit and capped at the max (max wins);
 * 8. under the norm lease, up to "paid to driver" % of the norm lease goes back to the driver (negative).
 */

export interface ContributionFacts {
  version: LeaseCarVersion;
  grossCapital: number;
  leasePrice: number;
  normLease: number | null;
}

type Line = PriceLine<ContributionStep>;

const clampMaxWins = (value: number, min: number | null, max: number | null) =>
  Math.min(Math.max(value, min ?? value), max ?? Number.POSITIVE_INFINITY);

function beforeDeviations({ grossCapital, leasePrice, normLease }: ContributionFacts, settings: LeaseSettings): Line[] {
  const fixed = optionalCents(settings.ownContributionFixed);
  if (fixed !== null) return [{ what: 'fixed', cents: fixed, why: {} }];
  const lines: Line[] = [];
  const standard = optionalCents(settings.ownContributionStandard) ?? 0;
  if (standard > 0) lines.push({ what: 'standard', cents: standard, why: {} });
  if (normLease !== null && leasePrice > normLease) {
    const overshoot = leasePrice - normLease;
    lines.push({ what: 'overshoot', cents: overshoot, why: { leasePrice, normLease } });
    if (settings.overshootOwnContributionInclVat) {
      lines.push({ what: 'overshootVat', cents: basisPointsOf(overshoot, VAT_BASIS_POINTS), why: { overshoot, vatBp: VAT_BASIS_POINTS } });
    }
    const extra = optionalCents(settings.ownContributionExtra) ?? 0;
    if (extra > 0) lines.push({ what: 'extra', cents: extra, why: { overshoot } });
  }
  const percentage = toBasisPoints(settings.ownContributionPercentage ?? 0);
  if (percentage > 0) {
    const raw = mulDiv(grossCapital, percentage, 10_000 * 12);
    const min = optionalCents(settings.ownContributionPercentageMin);
    const max = optionalCents(settings.ownContributionPercentageMax);
    lines.push({ what: 'consumerPricePercentage', cents: clampMaxWins(raw, min, max), why: { grossCapital, bpPerYear: percentage, raw, min, max } });
  }
  return lines;
}

function deduction(current: number, settings: LeaseSettings): Line | null {
  const percentage = toBasisPoints(settings.ownContributionDeductionPercentage ?? 0);
  if (percentage === 0 || current <= 0) return null;
  const lowerLimit = optionalCents(settings.ownContributionDeductionLowerLimit) ?? 0;
  const deducted = Math.max(current - basisPointsOf(current, percentage), Math.min(current, lowerLimit));
  return { what: 'deduction', cents: deducted - current, why: { before: current, bp: percentage, lowerLimit } };
}

function limits(current: number, settings: LeaseSettings): Line[] {
  if (current <= 0) return [];
  const lower = optionalCents(settings.lowerLimitOwnContribution);
  const max = optionalCents(settings.ownContributionMax);
  const limited = clampMaxWins(current, lower, max);
  if (limited === current) return [];
  return [{ what: limited > current ? 'lowerLimit' : 'max', cents: limited - current, why: { before: current, lowerLimit: lower, max } }];
}

function paidToDriver({ leasePrice, normLease }: ContributionFacts, settings: LeaseSettings): Line | null {
  const percentage = toBasisPoints(settings.maxPaidToDriverPercentage ?? 0);
  if (normLease === null || percentage === 0 || leasePrice >= normLease) return null;
  const cap = basisPointsOf(normLease, percentage);
  const under = normLease - leasePrice;
  return { what: 'paidToDriver', cents: -Math.min(under, cap), why: { under, cap, bp: percentage } };
}

export function ownContribution(
  facts: ContributionFacts, settings: LeaseSettings, matched: readonly LeaseDeviation[], effects: DeviationEffect[],
): Line[] {
  const lines = beforeDeviations(facts, settings);
  const deviated = adjust(sumCents(lines), matched, 'ownContribution', facts.version, effects)!;
  lines.push(...deviated.lines);
  const deducted = deduction(sumCents(lines), settings);
  if (deducted) lines.push(deducted);
  lines.push(...limits(sumCents(lines), settings));
  const paid = paidToDriver(facts, settings);
  if (paid) lines.push(paid);
  return lines;
}
