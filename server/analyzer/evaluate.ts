import { ANALYZER_RULES } from '../../contract/types/analyzer';
import type { Refusal } from '../../contract/lease-price';
import { HttpError } from '../plugins/http-errors';
import { leaseResultUnder } from '../repositories/car-pricing';
import type { AnalyzerFacts, RuleOutcome, Verdict, VersionFacts } from './facts';
import { budgetUseAllowed, maxLeaseNeeded, normLeaseNeeded } from './limits-needed';

/*
 * The analyzer's judgement (spec 01 §7, issue 20 point 2): every rule that can hide a version from a driver in a
 * category, evaluated on facts alone (no database, no clock). The catalogue and lease-price rules are the car
 * lists' own: the version is priced with leaseResultUnder (car-pricing.ts) under the category asked about, and its
 * refusals become findings, so the analyzer and the car list never disagree. Blocked brands and models, the
 * category's fuels, the arrangement's active flag and the driver's state are the rules around them.
 */

const money = (cents: number) => ({ cents });
const order = (outcome: RuleOutcome) => ANALYZER_RULES.indexOf(outcome.rule);

function refusalOutcomes(facts: AnalyzerFacts, v: VersionFacts, refusal: Refusal, normLease: number | null): RuleOutcome[] {
  const { pricing: ctx, category } = facts;
  const actual = refusal.actual as number;
  const limit = refusal.limit as number;
  switch (refusal.reason) {
    case 'co2AboveMax':
      return [{ rule: 'co2AboveMax', variant: 'default', figures: { co2: { grams: actual }, max: { grams: limit } } }];
    case 'fuelLabelAboveMax':
      return [{ rule: 'fuelLabelAboveMax', variant: 'default', figures: { label: String(refusal.actual), max: String(refusal.limit) } }];
    case 'consumerPriceAboveMax':
      return [{ rule: 'consumerPriceAboveMax', variant: 'default', figures: { value: money(actual), max: money(limit) } }];
    case 'fiscalValueAboveMax':
      return [{ rule: 'fiscalValueAboveMax', variant: 'default', figures: { value: money(actual), max: money(limit) } }];
    case 'leaseBelowMin':
      return [{ rule: 'leasePriceBelowMin', variant: 'minLease', figures: { price: money(actual), min: money(limit) } }];
    case 'budgetUseBelowMin':
      return [{
        rule: 'leasePriceBelowMin', variant: 'budgetUse',
        figures: {
          price: money(actual), min: money(limit), normLease: money(normLease ?? 0),
          percent: { percent: ctx.settings.minBudgetUsePercentage ?? 0 }, allowed: { percent: budgetUseAllowed(actual, normLease ?? 0) },
        },
      }];
    case 'leaseAboveMax': {
      const needed = maxLeaseNeeded(ctx, v, category, actual);
      return [{ rule: 'leasePriceAboveMax', variant: needed === null ? 'maxLeaseUnreachable' : 'maxLease', figures: { price: money(actual), max: money(limit), needed: money(needed ?? 0) } }];
    }
    case 'budgetOverrunAboveMax': {
      const needed = normLeaseNeeded(ctx, v, category, actual);
      return [{
        rule: 'leasePriceAboveMax', variant: needed === null ? 'budgetOverrunUnreachable' : 'budgetOverrun',
        figures: { price: money(actual), max: money(limit), percent: { percent: ctx.settings.maxBudgetOverrunPercentage ?? 0 }, needed: money(needed ?? 0) },
      }];
    }
    case 'segmentNotIncluded':
      return [{ rule: 'segmentExcluded', variant: refusal.actual === '' ? 'noSegment' : 'notIncluded', figures: { segment: String(refusal.actual), included: { list: refusal.limit as readonly string[] } } }];
    case 'segmentExcluded':
      return [{ rule: 'segmentExcluded', variant: 'excluded', figures: { segment: String(refusal.actual) } }];
    case 'optionsAboveMax':
      // The analyzer asks about the version without options or accessories: only a limit below zero could refuse it.
      return [];
  }
}

function versionOutcomes(facts: AnalyzerFacts, v: VersionFacts): { outcomes: RuleOutcome[]; leasePrice: number | null; ownContribution: number | null } {
  const outcomes: RuleOutcome[] = [];
  if (v.brand_blocked) outcomes.push({ rule: 'brandBlocked', variant: 'default', figures: {} });
  if (v.model_blocked) outcomes.push({ rule: 'modelBlocked', variant: 'default', figures: {} });
  if (!facts.category.fuels.includes(v.fuel_code)) {
    outcomes.push({ rule: 'fuelNotInCategory', variant: 'default', figures: { fuel: { fuel: v.fuel_code }, fuels: { fuels: facts.category.fuels } } });
  }
  let priced: ReturnType<typeof leaseResultUnder> | null = null;
  try {
    priced = leaseResultUnder(facts.pricing, v, facts.category);
  } catch (error) {
    // A version the calculation cannot price (no consumer price): the car lists answer 409 for it; here it is unpriced.
    if (!(error instanceof HttpError)) throw error;
  }
  if (!priced) return { outcomes, leasePrice: null, ownContribution: null };
  const { result } = priced;
  const normLease = result.normLease?.value ?? null;
  for (const refusal of result.refusals) outcomes.push(...refusalOutcomes(facts, v, refusal, normLease));
  return { outcomes, leasePrice: result.leasePrice, ownContribution: result.ownContribution };
}

function driverOutcomes(facts: AnalyzerFacts): RuleOutcome[] {
  const driver = facts.driver;
  if (!driver) return [];
  const outcomes: RuleOutcome[] = [];
  if (driver.dateExpiration !== null && driver.dateExpiration < facts.today) {
    outcomes.push({ rule: 'driverExpired', variant: 'default', figures: { date: { date: driver.dateExpiration } } });
  }
  if (driver.isBlocked) outcomes.push({ rule: 'driverBlocked', variant: 'default', figures: {} });
  if (driver.dateOrdered !== null) outcomes.push({ rule: 'driverAlreadyOrdered', variant: 'default', figures: { date: { date: driver.dateOrdered } } });
  const bound = driver.binding;
  if (bound === null) outcomes.push({ rule: 'driverNotInCategory', variant: 'notBound', figures: {} });
  else if (bound.category === null) outcomes.push({ rule: 'driverNotInCategory', variant: 'noCategory', figures: {} });
  else if (bound.category.id !== facts.category.id) {
    outcomes.push({ rule: 'driverNotInCategory', variant: 'otherCategory', figures: { bound: bound.category.name } });
  }
  return outcomes;
}

/** Every failing rule in the contract's order (ANALYZER_RULES), and the price under the category when it has one. */
export function evaluate(facts: AnalyzerFacts): Verdict {
  const outcomes: RuleOutcome[] = [];
  if (!facts.arrangement.isActiveOnlineForDrivers) outcomes.push({ rule: 'arrangementInactive', variant: 'default', figures: {} });
  let priced: { leasePrice: number | null; ownContribution: number | null } = { leasePrice: null, ownContribution: null };
  if (facts.version === null) outcomes.push({ rule: 'notInCatalogue', variant: 'default', figures: { typeIdHist: facts.typeIdHist } });
  else {
    const judged = versionOutcomes(facts, facts.version);
    outcomes.push(...judged.outcomes);
    priced = { leasePrice: judged.leasePrice, ownContribution: judged.ownContribution };
  }
  outcomes.push(...driverOutcomes(facts));
  // A stable sort: two findings of one rule (the min lease and the min budget use) keep the calculation's order.
  return { outcomes: outcomes.map((o, i) => [o, i] as const).sort(([a, i], [b, j]) => order(a) - order(b) || i - j).map(([o]) => o), ...priced };
}
