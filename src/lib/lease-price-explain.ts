import { formatCurrency, formatNumber } from './format';
import type { LeasePriceResult, PriceLine, Refusal, Why } from '../../contract/lease-price/types';

/*
 * The breakdown in plain English for logs, the analyzer and the tests; screens translate the same lines
 * by `what` and `why` with i18next instead. One sentence per line: what, amount, why.
 */

const euros = (cents: unknown) => formatCurrency(Number(cents) / 100);
const percent = (bp: unknown) => `${formatNumber(Number(bp) / 100, 2).replace(/,?0+$/, '')}%`;

const REASONS: Record<string, (why: Why) => string> = {
  depreciation: (w) => `capital ${euros(w.capital)} excl. VAT less residual value ${euros(w.residual)} (${percent(w.residualBp)}), over ${w.months} months`,
  interest: (w) => `${percent(w.bpPerYear)} a year on the average of ${euros(w.capital)} and ${euros(w.residual)}`,
  maintenance: (w) => `${formatNumber(Number(w.kmPerYear))} km a year at ${euros(w.centsPer1000Km)} per 1,000 km`,
  tyres: (w) => `${formatNumber(Number(w.kmPerYear))} km a year at ${euros(w.centsPer1000Km)} per 1,000 km`,
  insurance: (w) => `${euros(w.baseCents)} plus ${percent(w.bpPerMonth)} of ${euros(w.capital)} a month`,
  roadTax: (w) => (w.commercial ? 'commercial vehicle rate' : `rate for fuel ${w.fuelCode}`),
  energy: (w) => (w.co2 === undefined
    ? `${formatNumber(Number(w.km))} km a year above the 500 km private use, ${formatNumber(Number(w.milliUnitsPerKm) / 1000, 3)} ${w.unit}/km at ${euros(w.centsPerUnit)}`
    : `${formatNumber(Number(w.km))} km a year above the 500 km private use, ${w.co2} g CO2/km${w.co2Known ? '' : ' (assumed)'} ÷ ${w.gramsCo2PerUnit} g/${w.unit} at ${euros(w.centsPerUnit)}`),
  managementFee: () => 'the lessor\'s monthly fee',
  fixed: () => 'the arrangement\'s fixed own contribution',
  standard: () => 'the arrangement\'s standard own contribution',
  overshoot: (w) => `lease price ${euros(w.leasePrice)} above the norm lease ${euros(w.normLease)}`,
  overshootVat: (w) => `${percent(w.vatBp)} VAT on the overshoot of ${euros(w.overshoot)}`,
  extra: () => 'the extra own contribution above the norm lease',
  consumerPricePercentage: (w) => `${percent(w.bpPerYear)} of ${euros(w.grossCapital)} a year is ${euros(w.raw)} a month, kept within ${w.min === null ? '–' : euros(w.min)} and ${w.max === null ? '–' : euros(w.max)}`,
  deviation: (w) => `${w.basis === 'co2' ? 'CO2' : 'fuel label'} ${w.direction} than ${w.compared}: ${w.adjustment} of ${w.unit === 'percentage' ? percent(Number(w.value) * 100) : euros(Number(w.value) * 100)}${w.perGramCo2 ? ` per gram CO2 × ${w.grams}` : ''}`,
  deviationFloor: () => 'never below zero',
  deduction: (w) => `${percent(w.bp)} of ${euros(w.before)}, not below ${euros(w.lowerLimit)}`,
  lowerLimit: (w) => `raised to the lower limit ${euros(w.lowerLimit)}`,
  max: (w) => `capped at the maximum ${euros(w.max)}`,
  paidToDriver: (w) => `${euros(w.under)} under the norm lease, at most ${percent(w.bp)} of it (${euros(w.cap)}) paid to the driver`,
};

export function describeLine(line: PriceLine): string {
  const reason = REASONS[line.what]?.(line.why) ?? '';
  return `${line.what}${line.deviationId === undefined ? '' : ` (deviation ${line.deviationId})`}: ${euros(line.cents)} — ${reason}`;
}

const describeRefusal = (refusal: Refusal) => `not allowed: ${refusal.reason} (${String(refusal.actual)} against ${String(refusal.limit)})`;

/** The whole result, one line of text per figure. */
export function describeResult(result: LeasePriceResult): string[] {
  return [
    ...result.parts.map(describeLine),
    `computed lease price: ${euros(result.computedLeasePrice)}`,
    ...(result.isFixedPrice ? [`fixed lease price ${euros(result.leasePrice)} overrides the computed price`] : []),
    ...(result.normLease ? [...result.normLease.lines.map(describeLine), `norm lease: ${euros(result.normLease.value)}`] : []),
    ...(result.maxLease ? [...result.maxLease.lines.map(describeLine), `max lease: ${euros(result.maxLease.value)}`] : []),
    ...result.ownContributionLines.map(describeLine),
    `own contribution: ${euros(result.ownContribution)}`,
    ...(result.fourWeekly ? [`per four weeks: lease price ${euros(result.fourWeekly.leasePrice)}, own contribution ${euros(result.fourWeekly.ownContribution)}`] : []),
    ...(result.allowed ? ['allowed'] : result.refusals.map(describeRefusal)),
  ];
}
