/**
 * Lease-price calculation throughput (issue 15 point 6): `npm run bench:lease-price`. No server, no
 * database: 100,000 generated versions (a fixed seed; prices, fuels, CO2 and labels spread as in a Dutch
 * catalogue, a third with options) priced under one arrangement with most settings and six deviations set,
 * at its initial duration and kilometres. Prints versions per second (median of the timed rounds after a
 * warm-up), microseconds per version, the whole catalogue as a share of one second, and what the English
 * breakdown (describeResult) costs on top. Figures only; it never fails on timing.
 */
import { performance } from 'node:perf_hooks';
import { FUEL_CODES } from '../contract/fuels';
import { BODY_TYPES, calculateLeasePrice, type LeaseCarVersion, type LeaseDeviation, type LeasePriceInput, type LeaseSettings } from '../contract/lease-price';
import { describeResult } from '../src/lib/lease-price-explain';
import { reportFigures } from './figures-support';
import { median, ratio } from './stats-support';

const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', '-'] as const;

/** mulberry32: the same catalogue every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function generateVersions(count: number): { version: LeaseCarVersion; optionPrice: number | null }[] {
  const next = random(15);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, () => {
    const fuelCode = pick(FUEL_CODES);
    const consumerPrice = Math.round((18_000 + next() * next() * 120_000) * 100) / 100;
    const co2 = fuelCode === 'e' || fuelCode === 'w' ? 0 : next() < 0.03 ? null : Math.round(40 + next() * 200);
    return {
      version: {
        consumerPrice, fiscalValue: Math.round(consumerPrice * 0.97), fuelCode, co2, energyLabel: pick(LABELS), bodyType: pick(BODY_TYPES),
        segmentCode: pick(['A', 'B', 'C', 'D', 'E', 'F']),
      },
      optionPrice: next() < 0.33 ? Math.round(next() * 4_000) : null,
    };
  });
}

const SETTINGS: LeaseSettings = {
  ownContributionStandard: 25, ownContributionExtra: 15, ownContributionFixed: null, ownContributionMax: 400, lowerLimitOwnContribution: 10,
  maxLease: 1_100, minLease: 350, maxLeaseDeviation: 50, maxCo2: 180, maxFuelLabel: 'E', maxFiscalValue: 90_000, maxConsumerPrice: 95_000,
  maxOptionsDeviation: 5, maxOptionsDeviationUnit: 'percentage',
  minBudgetUsePercentage: 60, maxBudgetOverrunPercentage: 25, maxPaidToDriverPercentage: 10,
  ownContributionPercentage: 0.5, ownContributionPercentageMin: 5, ownContributionPercentageMax: 60,
  ownContributionDeductionPercentage: 10, ownContributionDeductionLowerLimit: 20,
  overshootOwnContributionInclVat: true, contributionPeriod: 'both', segmentsExcluded: ['F'],
};

const DEVIATIONS: LeaseDeviation[] = [
  { id: 1, categoryId: null, fuel: 'l', co2FuelLabel1: 'co2', deviationLGS: 'smaller', co2Value: 50, fuelLabelValue: null, deviationValue: 75, deviationPB: 'amount', additionOrDeduction: 'addition', ownContributionOrMaxLeaseOrLeasePrice: 'leasePrice', perGrCo2: false },
  { id: 2, categoryId: null, fuel: 'l', co2FuelLabel1: 'co2', deviationLGS: 'larger', co2Value: 140, fuelLabelValue: null, deviationValue: 1.5, deviationPB: 'amount', additionOrDeduction: 'addition', ownContributionOrMaxLeaseOrLeasePrice: 'ownContribution', perGrCo2: true },
  { id: 3, categoryId: null, fuel: 'd', co2FuelLabel1: 'co2', deviationLGS: 'larger', co2Value: 130, fuelLabelValue: null, deviationValue: 0.5, deviationPB: 'percentage', additionOrDeduction: 'deduction', ownContributionOrMaxLeaseOrLeasePrice: 'maxLease', perGrCo2: true },
  { id: 4, categoryId: 1, fuel: 'l', co2FuelLabel1: 'fuelLabel', deviationLGS: 'smaller', co2Value: null, fuelLabelValue: 'C', deviationValue: 5, deviationPB: 'percentage', additionOrDeduction: 'addition', ownContributionOrMaxLeaseOrLeasePrice: 'maxLease', perGrCo2: false },
  { id: 5, categoryId: 1, fuel: 'd', co2FuelLabel1: 'fuelLabel', deviationLGS: 'larger', co2Value: null, fuelLabelValue: 'D', deviationValue: 40, deviationPB: 'amount', additionOrDeduction: 'deduction', ownContributionOrMaxLeaseOrLeasePrice: 'leasePrice', perGrCo2: false },
  { id: 6, categoryId: 2, fuel: 'l', co2FuelLabel1: 'fuelLabel', deviationLGS: 'equal', co2Value: null, fuelLabelValue: 'A', deviationValue: 20, deviationPB: 'amount', additionOrDeduction: 'deduction', ownContributionOrMaxLeaseOrLeasePrice: 'ownContribution', perGrCo2: false },
];

const inputs: LeasePriceInput[] = generateVersions(VERSIONS).map(({ version, optionPrice }, index) => ({
  version, options: optionPrice === null ? [] : [{ description: 'Option pack', price: optionPrice }],
  durationMonths: 48, kmPerYear: 20_000, settings: SETTINGS, categoryId: 1, normLease: 750, deviations: DEVIATIONS,
  fixedLeasePrice: index % 50 === 0 ? 699 : null,
}));

/** One pass over the catalogue; the sum keeps the work from being optimised away and shows the runs agree. */
function pass(explain: boolean): { ms: number; checksum: number; allowed: number } {
  let checksum = 0;
  let allowed = 0;
  const start = performance.now();
  for (const input of inputs) {
    const result = calculateLeasePrice(input);
    checksum += result.leasePrice + result.ownContribution;
    if (result.allowed) allowed += 1;
    if (explain) checksum += describeResult(result).length;
  }
  return { ms: performance.now() - start, checksum, allowed };
}

const perSecond = (ms: number) => Math.round((VERSIONS / ms) * 1000);

function measure(explain: boolean): { ms: number; checksum: number; allowed: number } {
  pass(explain);
  const runs = Array.from({ length: ROUNDS }, () => pass(explain));
  if (new Set(runs.map((r) => r.checksum)).size !== 1) throw new Error('the same catalogue gave different prices between runs');
  return { ...runs[0]!, ms: median(runs.map((r) => r.ms)) };
}

const plain = measure(false);
const explained = measure(true);
console.log(`Lease-price calculation: ${VERSIONS.toLocaleString('en')} generated versions, 48 months / 20,000 km, 6 deviations, most settings set (Node ${process.version})`);
console.log(`calculation              ${perSecond(plain.ms).toLocaleString('en').padStart(10)} versions/s   ${((plain.ms * 1000) / VERSIONS).toFixed(2)} µs a version   ${plain.ms.toFixed(0)} ms for all (median of ${ROUNDS})`);
console.log(`  + English breakdown    ${perSecond(explained.ms).toLocaleString('en').padStart(10)} versions/s   ${((explained.ms * 1000) / VERSIONS).toFixed(2)} µs a version`);
console.log(`ratio whole catalogue / 1 s        ${ratio(plain.ms / 1000)}`);
console.log(`ratio with breakdown / without     ${ratio(explained.ms / plain.ms)}`);
console.log(`allowed under the arrangement      ${plain.allowed.toLocaleString('en')} of ${VERSIONS.toLocaleString('en')} (checksum ${plain.checksum})`);
reportFigures('lease-price', { versionsPerSecond: perSecond(plain.ms), breakdownRatio: explained.ms / plain.ms });
