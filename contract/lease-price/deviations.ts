import type { FuelCode } from '../fuels';
import { basisPointsOf, toBasisPoints, toCents } from './money';
import type { AdjustedAmount, DeviationEffect, LeaseCarVersion, LeaseDeviation, PriceLine } from './types';

/*
 * Deviations (spec 02 §3, 01 §7): "when CO2 is smaller than 95 g/km, lower the own contribution by € 25".
 * Design decisions (the spec does not say):
 * - A deviation's fuel picks cars by family: diesel (d) is diesel and diesel hybrid; petrol (l) is every
 *   other fuel, as the overview reads a row without category "all categories petrol" unless it is diesel,
 *   so an electric car meets the petrol deviations.
 * - Fuel labels compare by letter: "smaller than C" is A or B (greener). A car labelled '-' (n.v.t.) or
 *   without CO2 meets no deviation of that basis.
 * - "Per gram CO2" multiplies the value by the grams between the car's CO2 and the compared value in the
 *   deviation's direction (smaller than 95 at 70 g/km: 25 grams); "equal" has no grams between, so a per-gram
 *   deviation with "equal" adjusts nothing.
 * - "Lease price" adjusts the category's norm lease (the spec: "lease price (norm lease per category)"),
 *   not the car's price; "max lease" the arrangement's max lease; "own contribution" the driver's.
 * - Percentages are of the amount before any deviation, so the order of deviations never matters; an
 *   amount is never adjusted below zero.
 */

const DIESEL_FAMILY: readonly FuelCode[] = ['d', 'dh'];

const compare = (actual: number, direction: LeaseDeviation['deviationLGS'], value: number) =>
  direction === 'smaller' ? actual < value : direction === 'larger' ? actual > value : actual === value;

/** The deviation holds for this car in this category. */
export function deviationMatches(deviation: LeaseDeviation, version: LeaseCarVersion, categoryId: number | null): boolean {
  if (deviation.categoryId !== null && deviation.categoryId !== categoryId) return false;
  if ((deviation.fuel === 'd') !== DIESEL_FAMILY.includes(version.fuelCode)) return false;
  if (deviation.co2FuelLabel1 === 'co2') {
    return version.co2 !== null && deviation.co2Value !== null && compare(version.co2, deviation.deviationLGS, deviation.co2Value);
  }
  const label = version.energyLabel;
  if (label === null || label === '-' || deviation.fuelLabelValue === null) return false;
  return compare(label.charCodeAt(0), deviation.deviationLGS, deviation.fuelLabelValue.charCodeAt(0));
}

/** Grams of CO2 a per-gram deviation counts (see above), 1 for any other. */
function multiplierOf(deviation: LeaseDeviation, co2: number | null): number {
  if (!deviation.perGrCo2 || deviation.co2FuelLabel1 !== 'co2' || co2 === null || deviation.co2Value === null) return 1;
  if (deviation.deviationLGS === 'smaller') return deviation.co2Value - co2;
  if (deviation.deviationLGS === 'larger') return co2 - deviation.co2Value;
  return 0;
}

/** The signed cents one deviation adds to an amount whose undeviated value is `base`. */
function deltaOf(deviation: LeaseDeviation, base: number, multiplier: number): number {
  const magnitude = deviation.deviationPB === 'percentage'
    ? basisPointsOf(base, toBasisPoints(deviation.deviationValue) * multiplier)
    : toCents(deviation.deviationValue) * multiplier;
  return deviation.additionOrDeduction === 'deduction' ? -magnitude : magnitude;
}

/**
 * Applies the matched deviations aimed at one amount: a line per deviation, and a last line that lifts a
 * result below zero back to zero. `base` null (the arrangement sets no such amount): each is skipped.
 */
export function adjust(
  base: number | null, matched: readonly LeaseDeviation[], target: DeviationEffect['target'], version: LeaseCarVersion,
  effects: DeviationEffect[],
): AdjustedAmount | null {
  const lines: AdjustedAmount['lines'] = [];
  for (const deviation of matched) {
    if (deviation.ownContributionOrMaxLeaseOrLeasePrice !== appliesToOf(target)) continue;
    const multiplier = multiplierOf(deviation, version.co2);
    if (base === null) {
      effects.push({ deviationId: deviation.id, target, cents: 0, multiplier, skipped: target === 'maxLease' ? 'noMaxLease' : 'noNormLease' });
      continue;
    }
    const cents = deltaOf(deviation, base, multiplier);
    effects.push({ deviationId: deviation.id, target, cents, multiplier });
    lines.push(deviationLine(deviation, cents, multiplier));
  }
  if (base === null) return null;
  const sum = base + lines.reduce((total, line) => total + line.cents, 0);
  if (sum < 0) lines.push({ what: 'deviationFloor', cents: -sum, why: { before: sum } });
  return { base, lines, value: Math.max(0, sum) };
}

const appliesToOf = (target: DeviationEffect['target']): LeaseDeviation['ownContributionOrMaxLeaseOrLeasePrice'] =>
  target === 'normLease' ? 'leasePrice' : target;

function deviationLine(deviation: LeaseDeviation, cents: number, multiplier: number): PriceLine<'deviation'> {
  return {
    what: 'deviation', cents, deviationId: deviation.id,
    why: {
      basis: deviation.co2FuelLabel1, direction: deviation.deviationLGS,
      compared: deviation.co2FuelLabel1 === 'co2' ? deviation.co2Value : deviation.fuelLabelValue,
      value: deviation.deviationValue, unit: deviation.deviationPB, adjustment: deviation.additionOrDeduction,
      perGramCo2: Boolean(deviation.perGrCo2), grams: deviation.perGrCo2 ? multiplier : null,
    },
  };
}
