import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaseResultOf, type PriceFacts, type PricingContext } from '../../server/repositories/car-price';
import { contextKey, refusalReasons } from '../../server/repositories/car-list-refusals';
import { deviation, euros, maybe, settings, version } from '../support/lease-price-arbitraries';

/**
 * The not-added list's refusals (server/repositories/car-list-refusals.ts: the last category priced first when a
 * refusal no category lifts settles it) are exactly leaseResultOf's, thrown errors included, for any settings,
 * categories (none, one, several, a norm lease the calculation refuses) and deviations, per category or for all.
 */
const RUNS = { numRuns: 400, seed: 20_260_440 };

const category = (id: number) => fc.record({
  id: fc.constant(id), displayName: fc.constant(`Category ${id}`),
  normLease: fc.oneof({ weight: 8, arbitrary: maybe(euros(2_000)) }, { weight: 1, arbitrary: fc.constantFrom(-1, 20_000_000, Number.NaN) }),
});

const contexts: fc.Arbitrary<PricingContext> = fc.record({
  settings, deviations: fc.array(deviation, { maxLength: 5 }), count: fc.integer({ min: 0, max: 3 }),
  categories: fc.tuple(category(1), category(2), category(3)),
  kmPerYear: fc.constantFrom(20_000, 25_000, 7_000),
}).map(({ settings: s, deviations, count, categories, kmPerYear }) => ({
  arrangementId: 1, settings: s, deviations, categories: categories.slice(0, count),
  initialPairs: new Map([['l', { durationMonths: 48, kmPerYear }], ['d', { durationMonths: 36, kmPerYear: 30_000 }]]),
}));

const facts: fc.Arbitrary<PriceFacts> = fc.record({ v: version, fixed: fc.option(euros(2_000), { nil: null, freq: 4 }), noPrice: fc.boolean() })
  .map(({ v, fixed, noPrice }) => ({
    id: 7, fuel_code: v.fuelCode, body_type: v.bodyType, energy_label: v.energyLabel, co2: v.co2, consumer_price: noPrice && fixed === null ? null : v.consumerPrice,
    fiscal_value: v.fiscalValue, segment_code: v.segmentCode, fixed_price: fixed,
  }));

const outcome = (run: () => string[]) => {
  try {
    return { reasons: run() };
  } catch (error) {
    return { error: (error as Error).message, status: (error as { statusCode?: number }).statusCode };
  }
};

describe('the not-added list\'s refusals', () => {
  it('are leaseResultOf\'s, version by version', () => {
    fc.assert(fc.property(contexts, fc.array(facts, { minLength: 1, maxLength: 8 }), (ctx, versions) => {
      for (const v of versions) {
        expect(outcome(() => refusalReasons(ctx, v))).toEqual(outcome(() => leaseResultOf(ctx, v).result.refusals.map((r) => r.reason)));
      }
    }), RUNS);
  });

  it('are kept per context for what prices: a name or a setting the calculation does not read is the same context', () => {
    fc.assert(fc.property(contexts, (ctx) => {
      const renamed = { ...ctx, categories: ctx.categories.map((c) => ({ ...c, displayName: `${c.displayName}!` })) };
      expect(contextKey(renamed)).toBe(contextKey(ctx));
      expect(contextKey({ ...ctx, settings: { ...ctx.settings, showAccessories: !(ctx.settings as { showAccessories?: boolean }).showAccessories } as never })).toBe(contextKey(ctx));
      expect(contextKey({ ...ctx, settings: { ...ctx.settings, maxCo2: (ctx.settings.maxCo2 ?? 0) + 1 } })).not.toBe(contextKey(ctx));
      const dearer = { ...ctx, categories: ctx.categories.map((c) => ({ ...c, normLease: Number.isNaN(c.normLease) ? 1 : (c.normLease ?? 0) + 1 })) };
      if (ctx.categories.length > 0) expect(contextKey(dearer)).not.toBe(contextKey(ctx));
    }), { numRuns: 100, seed: 40 });
  });
});
