import { adjust, deviationMatches } from './deviations';
import { refusalsOf } from './limits';
import { optionalCents, perFourWeeks, sumCents, toCents } from './money';
import { ownContribution } from './own-contribution';
import { costParts } from './parts';
import { DURATION_RANGE, KM_RANGE, MAX_PRICE_EUROS, type DeviationEffect, type LeaseExtra, type LeasePriceInput, type LeasePriceResult } from './types';

const onSteps = (value: number, range: { min: number; max: number; step: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max && (value - range.min) % range.step === 0;

function checkPrice(euros: number | null | undefined, name: string): void {
  if (euros === null || euros === undefined) return;
  if (!Number.isFinite(euros) || euros < 0 || euros > MAX_PRICE_EUROS) throw new RangeError(`${name} must be between 0 and ${MAX_PRICE_EUROS} euros`);
}

/** Inputs the catalogue and the settings cannot produce are a caller's mistake: a RangeError, not a price. */
function checkInput(input: LeasePriceInput): void {
  if (!onSteps(input.durationMonths, DURATION_RANGE)) throw new RangeError('durationMonths must be 6 to 72 in steps of 6');
  if (!onSteps(input.kmPerYear, KM_RANGE)) throw new RangeError('kmPerYear must be 5,000 to 80,000 in steps of 5,000');
  checkPrice(input.version.consumerPrice, 'version.consumerPrice');
  checkPrice(input.fixedLeasePrice, 'fixedLeasePrice');
  checkPrice(input.normLease, 'normLease');
  for (const extra of [...(input.options ?? []), ...(input.accessories ?? [])]) checkPrice(extra.price, `the price of ${extra.description}`);
}

const extrasCents = (extras: readonly LeaseExtra[] | undefined) => (extras ?? []).reduce((total, extra) => total + toCents(extra.price), 0);

/**
 * A version's monthly lease price under an arrangement, for a duration and yearly kilometres, with every
 * figure behind it (README.md beside this file). Pure: no I/O, no clock, the same result for the same input.
 *
 * 1. The cost parts (parts.ts) sum to the computed price; a fixed lease price for the version wins over it
 *    (isFixedPrice), the parts stay shown for comparison.
 * 2. The deviations that match the car (deviations.ts) adjust the norm lease, the max lease and the own
 *    contribution.
 * 3. The limits (limits.ts) say whether the car is allowed, with every reason when not.
 * 4. The own contribution (own-contribution.ts) from the price, the norm lease and the settings.
 * 5. Per four weeks (× 12 / 13) when the contribution period asks for it.
 */
export function calculateLeasePrice(input: LeasePriceInput): LeasePriceResult {
  checkInput(input);
  const { version, settings } = input;
  const consumerPrice = toCents(version.consumerPrice);
  const extras = extrasCents(input.options) + extrasCents(input.accessories);
  const grossCapital = consumerPrice + extras;
  const parts = costParts({
    grossCapital, fuelCode: version.fuelCode, co2: version.co2, bodyType: version.bodyType,
    durationMonths: input.durationMonths, kmPerYear: input.kmPerYear,
  });
  const computedLeasePrice = sumCents(parts);
  const fixed = optionalCents(input.fixedLeasePrice);
  const leasePrice = fixed ?? computedLeasePrice;

  const matched = (input.deviations ?? []).filter((deviation) => deviationMatches(deviation, version, input.categoryId));
  const deviations: DeviationEffect[] = [];
  const normLease = adjust(optionalCents(input.normLease), matched, 'normLease', version, deviations);
  const maxLease = adjust(optionalCents(settings.maxLease), matched, 'maxLease', version, deviations);
  const ownContributionLines = ownContribution({ version, grossCapital, leasePrice, normLease: normLease?.value ?? null }, settings, matched, deviations);
  const ownContributionCents = sumCents(ownContributionLines);
  const refusals = refusalsOf({
    version, consumerPrice, extras, leasePrice, maxLease: maxLease?.value ?? null, normLease: normLease?.value ?? null,
  }, settings);
  return {
    leasePrice, computedLeasePrice, isFixedPrice: fixed !== null, parts,
    normLease, maxLease,
    ownContribution: ownContributionCents, ownContributionLines,
    deviations, allowed: refusals.length === 0, refusals,
    fourWeekly: settings.contributionPeriod === 'month' ? null
      : { leasePrice: perFourWeeks(leasePrice), ownContribution: perFourWeeks(ownContributionCents) },
  };
}
