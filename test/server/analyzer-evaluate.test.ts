import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/types/core';
import { ANALYZER_RULES } from '../../contract/types/analyzer';
import { FUEL_CODES } from '../../contract/fuels';
import type { LeaseCarVersion, LeaseDeviation, LeaseSettings } from '../../contract/lease-price';
import { preferredLanguage } from '../../server/accept-language';
import { evaluate } from '../../server/analyzer/evaluate';
import type { AnalyzerFacts, DriverFacts, RuleOutcome } from '../../server/analyzer/facts';
import { leastPassing } from '../../server/analyzer/limits-needed';
import { formatFigure } from '../../server/analyzer/texts';
import { priceVersion, type VersionRow } from '../../server/repositories/car-pricing';
import { deviation, euros, maybe, settings, version } from '../support/lease-price-arbitraries';

/**
 * The analyzer's pure judgement (server/analyzer/evaluate.ts) against the car list's pricing of the same facts: a
 * version the list allows under a category is available there at the list's price, one it refuses is not, and the
 * settings a lease-price finding asks for do let the price through, while a cent less does not.
 */
const RUNS = { numRuns: 300, seed: 20_261_127 };
const TODAY = '2026-03-02';

interface Case { v: LeaseCarVersion; s: LeaseSettings; deviations: LeaseDeviation[]; normLease: number | null; fixed: number | null }

const cases: fc.Arbitrary<Case> = fc.record({
  v: version, s: settings, deviations: fc.array(deviation, { maxLength: 4 }), normLease: maybe(euros(2_000)),
  fixed: fc.option(euros(2_000).filter((e) => e > 0), { nil: null, freq: 5 }),
});

function rowOf({ v, fixed }: Case): VersionRow & { brand_blocked: boolean; model_blocked: boolean } {
  return {
    id: 7, type_id_hist: 700, brand_id: 1, brand_name: 'Brand', model_id: 2, model_name: 'Model', name: 'Version', date_added: null,
    fuel_code: v.fuelCode, body_type: v.bodyType, energy_label: v.energyLabel, co2: v.co2, consumer_price: v.consumerPrice,
    fiscal_value: v.fiscalValue, segment_code: v.segmentCode, fixed_price: fixed, brand_blocked: false, model_blocked: false,
  };
}

/** Facts under which only the car list's rules can fail: active, the version's fuel in the category, no block, no driver. */
function factsOf(c: Case, over: Partial<AnalyzerFacts> = {}): AnalyzerFacts {
  const category = { id: 1, displayName: 'Category', normLease: c.normLease };
  return {
    today: TODAY,
    arrangement: { id: 1, name: 'Arrangement', isActiveOnlineForDrivers: true },
    category: { ...category, fuels: [c.v.fuelCode] },
    pricing: { arrangementId: 1, settings: c.s, initialPairs: new Map([['l', { durationMonths: 36, kmPerYear: 25_000 }]]), categories: [category], deviations: c.deviations },
    typeIdHist: 700, version: rowOf(c), driver: null,
    ...over,
  };
}

const variantOf = (outcomes: RuleOutcome[], variant: string) => outcomes.find((o) => o.rule === 'leasePriceAboveMax' && o.variant === variant);
const cents = (figure: unknown) => (figure as { cents: number }).cents;

describe('the analyzer and the car list', () => {
  it('agree: available exactly when the car list allows the version under the category, at the car list\'s price', () => {
    fc.assert(fc.property(cases, (c) => {
      const facts = factsOf(c);
      const listed = priceVersion(facts.pricing, rowOf(c));
      const verdict = evaluate(facts);
      expect(verdict.outcomes.length === 0).toBe(listed.allowed);
      expect(verdict.leasePrice! / 100).toBe(listed.leasePrice);
      expect(verdict.ownContribution! / 100).toBe(listed.ownContribution);
    }), RUNS);
  });

  it('name a max lease and a norm lease that let the price through, and a cent less does not', () => {
    fc.assert(fc.property(cases, (c) => {
      const outcomes = evaluate(factsOf(c)).outcomes;
      const max = variantOf(outcomes, 'maxLease');
      if (max) {
        const needed = cents(max.figures.needed);
        const withMax = (maxCents: number) => evaluate(factsOf({ ...c, s: { ...c.s, maxLease: maxCents / 100 } })).outcomes;
        expect(variantOf(withMax(needed), 'maxLease')).toBeUndefined();
        if (needed > 0) expect(variantOf(withMax(needed - 1), 'maxLease')).toBeDefined();
      }
      const overrun = variantOf(outcomes, 'budgetOverrun');
      if (overrun) {
        const needed = cents(overrun.figures.needed);
        const withNorm = (normCents: number) => evaluate(factsOf({ ...c, normLease: normCents / 100 })).outcomes;
        expect(variantOf(withNorm(needed), 'budgetOverrun')).toBeUndefined();
        if (needed > 0) expect(variantOf(withNorm(needed - 1), 'budgetOverrun')).toBeDefined();
      }
    }), RUNS);
  });
});

describe('the rules around the price', () => {
  const driver: fc.Arbitrary<DriverFacts> = fc.record({
    name: fc.constant('Driver'),
    dateExpiration: maybe(fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-03', '2025-12-31')),
    isBlocked: fc.boolean(),
    dateOrdered: maybe(fc.constant('2026-02-14')),
    binding: maybe(fc.record({ category: maybe(fc.record({ id: fc.integer({ min: 1, max: 2 }), name: fc.constant('Bound') })) })),
  });

  it('find each failing rule once per cause, in the contract\'s order', () => {
    fc.assert(fc.property(cases, fc.boolean(), fc.boolean(), fc.boolean(), fc.subarray([...FUEL_CODES]), maybe(driver), fc.boolean(),
      (c, active, brandBlocked, modelBlocked, fuels, d, known) => {
        const facts = factsOf(c, {
          arrangement: { id: 1, name: 'Arrangement', isActiveOnlineForDrivers: active },
          version: known ? { ...rowOf(c), brand_blocked: brandBlocked, model_blocked: modelBlocked } : null,
          driver: d,
        });
        facts.category = { ...facts.category, fuels };
        const rules = evaluate(facts).outcomes.map((o) => o.rule);
        const order = rules.map((rule) => ANALYZER_RULES.indexOf(rule));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        const once = (rule: (typeof ANALYZER_RULES)[number], when: boolean) => expect(rules.filter((r) => r === rule).length, rule).toBe(when ? 1 : 0);
        once('arrangementInactive', !active);
        once('notInCatalogue', !known);
        once('brandBlocked', known && brandBlocked);
        once('modelBlocked', known && modelBlocked);
        once('fuelNotInCategory', known && !fuels.includes(c.v.fuelCode));
        once('driverExpired', d !== null && d.dateExpiration !== null && d.dateExpiration < TODAY);
        once('driverBlocked', d?.isBlocked === true);
        once('driverAlreadyOrdered', d !== null && d.dateOrdered !== null);
        once('driverNotInCategory', d !== null && d.binding?.category?.id !== 1);
      }), RUNS);
  });
});

describe('helpers', () => {
  it('leastPassing finds the threshold of a monotone test, or null when nothing passes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (threshold, from) => {
      expect(leastPassing((x) => x >= threshold, from)).toBe(threshold);
    }), RUNS);
    expect(leastPassing(() => false, 10)).toBeNull();
  });

  it('formats figures for each language', () => {
    const amount = { cents: 123_456_789 };
    expect(LOCALES.map((locale) => formatFigure(amount, locale))).toEqual([
      '€ 1.234.567,89', '€ 1.234.567,89', '€ 1,234,567.89', '1\u202f234\u202f567,89 €', '1.234.567,89 €', '1\u202f234\u202f567,89 €',
    ]);
    expect(formatFigure({ percent: 12.5 }, 'en-EN')).toBe('12.5%');
    expect(formatFigure({ percent: 10 }, 'de-DE')).toBe('10\u202f%');
    expect(formatFigure({ date: '2026-03-01' }, 'nl-NL')).toBe('01-03-2026');
    expect(formatFigure({ fuels: ['d', 'e'] }, 'fr-FR')).toBe('Diesel, Électrique');
    expect(formatFigure({ grams: 1_200 }, 'en-EN')).toBe('1,200 g/km');
  });

  it('preferredLanguage picks by tag, then by language, by q; the fallback otherwise', () => {
    expect(preferredLanguage('nl-BE', LOCALES, 'nl-NL')).toBe('nl-BE');
    expect(preferredLanguage('fr-CA;q=0.4, en-GB;q=0.9', LOCALES, 'nl-NL')).toBe('en-EN');
    expect(preferredLanguage('pl', LOCALES, 'nl-NL')).toBe('pl-PL');
    expect(preferredLanguage('en;q=0, es', LOCALES, 'nl-NL')).toBe('nl-NL');
    expect(preferredLanguage(undefined, LOCALES, 'nl-NL')).toBe('nl-NL');
  });
});
