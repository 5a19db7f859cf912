import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzerResult } from '../../contract/types/analyzer';
import { analyzerHarness, expectConsistent, findingsOf } from './analyzer-support';

/**
 * The analyzer's rules (issue 20 points 2 and 5), one case per rule against the seeded Leaseregeling 2026 (max CO2
 * 120 g/km, label C, consumer price 70,000, fiscal value 65,000, lease price 350–1,100 plus 50 tolerance, budget use
 * 80–110 %, segments B C D J included and S excluded) with versions of the tests' own brand Qwanta: each asserts the
 * rule, the figures in its problem and its solution. Figures are compared with Intl's formatting of the language,
 * prices with the car list's own breakdown of the same version.
 */
const h = analyzerHarness();
const en = (euros: number) => `€ ${euros.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const nl = (euros: number) => `€ ${euros.toLocaleString('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A version that passes every rule under some category of Leaseregeling 2026, and that category per the car list. */
const ok = { id: 0, typeIdHist: 0, categoryId: 0, leasePrice: 0 };
const analyze = (typeIdHist: number, categoryId = ok.categoryId, extra: Record<string, unknown> = {}, language = 'en-EN') =>
  h.resultOf({ arrangementId: h.ids.lease2026, categoryId, typeIdHist, ...extra }, language);
const only = (result: AnalyzerResult) => {
  expectConsistent(result);
  return result.findings.map((f) => f.rule);
};

beforeAll(async () => {
  const version = await h.version({ name: '1.0 Passes', price: 27_000 });
  const car = await h.breakdown(h.ids.lease2026, version.id);
  expect(car.allowed, JSON.stringify(car.refusals)).toBe(true);
  Object.assign(ok, version, { categoryId: car.categoryId!, leasePrice: car.leasePrice });
});

describe('a version that passes', () => {
  it('is available at the car list\'s price, in English and in Dutch', async () => {
    const english = await analyze(ok.typeIdHist);
    expect(english).toMatchObject({ available: true, leasePrice: ok.leasePrice, findings: [], cOplossing: 'Nothing to change.' });
    expect(english.cProbleem).toContain(`Qwanta Q 1.0 Passes is available to drivers in category`);
    expect(english.cProbleem).toContain(`of Leaseregeling 2026, at a lease price of ${en(ok.leasePrice)} a month`);
    const dutch = await analyze(ok.typeIdHist, ok.categoryId, {}, 'nl-NL,en;q=0.8');
    expect(dutch).toMatchObject({ available: true, leasePrice: ok.leasePrice, cOplossing: 'Er hoeft niets te worden aangepast.' });
    expect(dutch.cProbleem).toContain(`tegen een leaseprijs van ${nl(ok.leasePrice)} per maand`);
  });
});

describe('the arrangement and the catalogue', () => {
  it('arrangementInactive: the arrangement is not active online for drivers', async () => {
    const flag = (active: boolean) => h.t.db.query(
      'UPDATE car_arrangement_calculator_settings SET is_active_online_for_drivers = $2 WHERE car_arrangement_id = $1', [h.ids.lease2026, active]);
    await flag(false);
    try {
      const result = await analyze(ok.typeIdHist);
      expect(only(result)).toEqual(['arrangementInactive']);
      expect(result.findings[0]).toEqual({
        rule: 'arrangementInactive',
        problem: 'Arrangement Leaseregeling 2026 is not active online for drivers: they see no cars at all.',
        solution: 'Switch on "Active online for drivers" in the settings of Leaseregeling 2026 (Arrangement › Settings › Availability).',
      });
      expect(result.leasePrice).toBe(ok.leasePrice);
    } finally {
      await flag(true);
    }
  });

  it('notInCatalogue: an unknown historical type id is a finding, not an error', async () => {
    const result = await analyze(123);
    expect(result).toMatchObject({ available: false, leasePrice: null });
    expect(only(result)).toEqual(['notInCatalogue']);
    expect(result.cProbleem).toBe('The catalogue has no version with historical type id 123.');
    expect(result.cOplossing).toContain('choose the version by brand, model and version');
  });

  it('brandBlocked: a version of a brand the arrangement blocks whole (the seeded Ferrari)', async () => {
    const [ferrari] = await h.t.db.query<{ type_id_hist: number }>(
      "SELECT t.type_id_hist FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id WHERE b.name = 'Ferrari' LIMIT 1");
    const [finding] = findingsOf(await analyze(ferrari!.type_id_hist, h.ids.category[4]), 'brandBlocked');
    expect(finding).toEqual({
      rule: 'brandBlocked', problem: 'Brand Ferrari is blocked in Leaseregeling 2026.',
      solution: 'Remove the block of brand Ferrari (Arrangement › Blocked items), or choose a version of another brand.',
    });
  });

  it('modelBlocked: the seeded Peugeot 208 is blocked and nothing else; lifting the block makes it available at the car list\'s price', async () => {
    const [peugeot] = await h.t.db.query<{ id: number; type_id_hist: number; block: number }>(
      `SELECT t.id, t.type_id_hist, x.id AS block FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id
       JOIN blocked_brand_models x ON x.model_id = m.id AND x.car_arrangement_id = $1
       WHERE b.name = 'Peugeot' AND m.name = '208' AND t.name = '1.4 Turbo 130pk Base Aut.'`, [h.ids.lease2026]);
    const blocked = await analyze(peugeot!.type_id_hist, h.ids.category[2]);
    expect(only(blocked)).toEqual(['modelBlocked']);
    expect(blocked.cProbleem).toBe('Model Peugeot 208 is blocked in Leaseregeling 2026.');
    expect(blocked.cOplossing).toBe('Remove the block of model Peugeot 208 (Arrangement › Blocked items), or choose a version of another model.');
    const block = await h.t.db.query('DELETE FROM blocked_brand_models WHERE id = $1 RETURNING client_id, car_arrangement_id, brand_id, model_id', [peugeot!.block]);
    try {
      const car = await h.breakdown(h.ids.lease2026, peugeot!.id);
      expect(car.categoryId).toBe(h.ids.category[2]);
      const available = await analyze(peugeot!.type_id_hist, h.ids.category[2]);
      expect(available).toMatchObject({ available: true, leasePrice: car.leasePrice });
      expect(available.cProbleem).toContain(`is available to drivers in category Categorie 2 – Midden of Leaseregeling 2026, at a lease price of ${en(car.leasePrice)}`);
    } finally {
      const row = block[0] as Record<string, number>;
      await h.t.db.query('INSERT INTO blocked_brand_models (client_id, car_arrangement_id, brand_id, model_id) VALUES ($1, $2, $3, $4)',
        [row.client_id, row.car_arrangement_id, row.brand_id, row.model_id]);
    }
  });

  it('segmentExcluded: a segment the arrangement excludes, or one it does not include', async () => {
    const sports = await h.version({ segment: 'S', price: 27_000 });
    // S is outside the included list too: one finding each, in the calculation's order.
    const [outside, excluded] = findingsOf(await analyze(sports.typeIdHist), 'segmentExcluded');
    expect(outside!.problem).toContain('is not among the segments Leaseregeling 2026 includes (B, C, D, J).');
    expect(excluded!.problem).toMatch(/^Segment S of Qwanta Q-S-\d+ 1\.0 Test \d+ is excluded in Leaseregeling 2026\.$/);
    expect(excluded!.solution).toBe('Remove segment S from the excluded segments of Leaseregeling 2026 (Arrangement › Settings › Segments).');
    const mpv = await h.version({ segment: 'M', price: 27_000 });
    const [missing] = findingsOf(await analyze(mpv.typeIdHist), 'segmentExcluded');
    expect(missing!.problem).toContain('is not among the segments Leaseregeling 2026 includes (B, C, D, J).');
    expect(missing!.solution).toBe('Add segment M to the included segments of Leaseregeling 2026 (Arrangement › Settings › Segments), or choose a version in B, C, D, J.');
  });
});

describe('the category and the limits', () => {
  it('fuelNotInCategory: an electric version in a category of diesel and petrol', async () => {
    const electric = await h.version({ fuel: 'e', co2: 0, label: 'A', price: 27_000 });
    const [finding] = findingsOf(await analyze(electric.typeIdHist, h.ids.category[1]), 'fuelNotInCategory');
    expect(finding!.problem).toMatch(/^Fuel Electric of Qwanta Q .+ is not one of the fuels of category Categorie 1 – Instap \(Diesel, Petrol\)\.$/);
    expect(finding!.solution).toBe('Add fuel Electric to category Categorie 1 – Instap (Arrangement › Categories), or choose a version with one of its fuels (Diesel, Petrol).');
  });

  it('co2AboveMax and fuelLabelAboveMax, also in Polish', async () => {
    const dirty = await h.version({ co2: 150, label: 'E', price: 27_000 });
    const result = await analyze(dirty.typeIdHist, h.ids.category[4]);
    expect(findingsOf(result, 'co2AboveMax')).toEqual([{
      rule: 'co2AboveMax', problem: 'CO2 emission 150 g/km is above the maximum of 120 g/km of Leaseregeling 2026.',
      solution: 'Raise the maximum CO2 emission of Leaseregeling 2026 to at least 150 g/km (Arrangement › Settings › Limits), or choose a version with at most 120 g/km.',
    }]);
    expect(findingsOf(result, 'fuelLabelAboveMax')[0]!.problem).toBe('Energy label E is worse than the maximum label C of Leaseregeling 2026.');
    expect(findingsOf(result, 'fuelLabelAboveMax')[0]!.solution).toContain('Set the maximum energy label of Leaseregeling 2026 to E or worse');
    const polish = await analyze(dirty.typeIdHist, h.ids.category[4], {}, 'pl-PL');
    expect(findingsOf(polish, 'co2AboveMax')[0]!.problem).toBe('Emisja CO2 150 g/km przekracza maksimum 120 g/km programu Leaseregeling 2026.');
  });

  it('consumerPriceAboveMax and fiscalValueAboveMax, with the amounts in the language', async () => {
    const dear = await h.version({ price: 72_000, fiscal: 60_000 });
    const [price] = findingsOf(await analyze(dear.typeIdHist, h.ids.category[4]), 'consumerPriceAboveMax');
    expect(price!.problem).toBe(`Consumer price ${en(72_000)} is above the maximum of ${en(70_000)} of Leaseregeling 2026.`);
    expect(price!.solution).toBe(`Raise the maximum consumer price of Leaseregeling 2026 to at least ${en(72_000)} (Arrangement › Settings › Limits), or choose a version of at most ${en(70_000)}.`);
    const taxed = await h.version({ price: 68_000, fiscal: 66_000.5 });
    const dutch = await analyze(taxed.typeIdHist, h.ids.category[4], {}, 'nl-NL');
    expect(findingsOf(dutch, 'consumerPriceAboveMax')).toEqual([]);
    expect(findingsOf(dutch, 'fiscalValueAboveMax')[0]!.problem).toBe(`Fiscale waarde ${nl(66_000.5)} ligt boven het maximum van ${nl(65_000)} van Leaseregeling 2026.`);
  });
});

describe('the lease price after deviations and own contribution', () => {
  const fixed = async (price: number | null) => {
    await h.t.db.query('DELETE FROM fixed_lease_prices WHERE car_type_id = $1', [ok.id]);
    if (price !== null) {
      await h.t.db.query('INSERT INTO fixed_lease_prices (client_id, car_arrangement_id, car_type_id, price) VALUES ($1, $2, $3, $4)',
        [h.ids.demo, h.ids.lease2026, ok.id, price]);
    }
  };

  it('leasePriceBelowMin: below the min lease, and below the category\'s min budget use', async () => {
    await fixed(300);
    try {
      const result = await analyze(ok.typeIdHist, h.ids.category[1]);
      expect(result.leasePrice).toBe(300);
      const [min, budget] = findingsOf(result, 'leasePriceBelowMin');
      expect(min).toEqual({
        rule: 'leasePriceBelowMin', problem: `Lease price ${en(300)} is below the minimum lease price of ${en(350)} of Leaseregeling 2026.`,
        solution: `Lower the minimum lease price of Leaseregeling 2026 to at most ${en(300)} (Arrangement › Settings › Limits), or choose a dearer version.`,
      });
      // 80 % of Categorie 1's norm lease of 450 is 360; 300 is 66.66 % of it.
      expect(budget!.problem).toBe(`Lease price ${en(300)} is below the minimum budget use of 80% of the norm lease ${en(450)} of category Categorie 1 – Instap (${en(360)}).`);
      expect(budget!.solution).toContain('Lower the minimum budget use of Leaseregeling 2026 to at most 66.66%');
    } finally {
      await fixed(null);
    }
  });

  it('leasePriceAboveMax: the solution names the max lease and the norm lease that let the price through, and they do', async () => {
    await fixed(1_300);
    const setting = (column: 'max_lease', value: number) =>
      h.t.db.query(`UPDATE car_arrangement_settings SET ${column} = $2 WHERE car_arrangement_id = $1`, [h.ids.lease2026, value]);
    const norm = (value: number) => h.t.db.query('UPDATE categories SET norm_lease = $2 WHERE id = $1', [h.ids.category[4], value]);
    try {
      const result = await analyze(ok.typeIdHist, h.ids.category[4]);
      const [max, overrun] = findingsOf(result, 'leasePriceAboveMax');
      // 1,100 plus the tolerance of 50; no deviation of Leaseregeling 2026 touches this petrol B-label car's max lease.
      expect(max!.problem).toBe(`Lease price ${en(1_300)} is above the maximum lease price of ${en(1_150)} of Leaseregeling 2026 (after deviations and the maximum lease price deviation).`);
      expect(max!.solution).toBe(`Raise the maximum lease price of Leaseregeling 2026 to at least ${en(1_250)} (Arrangement › Settings › Limits), or choose a cheaper version.`);
      expect(overrun!.problem).toBe(`Lease price ${en(1_300)} is above the category's maximum of ${en(1_210)}: the norm lease of category Categorie 4 – Directie plus the maximum budget overrun of 10%.`);
      expect(overrun!.solution).toBe(`Raise the norm lease of category Categorie 4 – Directie to at least ${en(1_181.82)} (Arrangement › Categories), or choose a cheaper version.`);

      await setting('max_lease', 1_249.99);
      await norm(1_181.81);
      expect(findingsOf(await analyze(ok.typeIdHist, h.ids.category[4]), 'leasePriceAboveMax')).toHaveLength(2);
      await setting('max_lease', 1_250);
      await norm(1_181.82);
      const passed = await analyze(ok.typeIdHist, h.ids.category[4]);
      expect(only(passed)).toEqual([]);
      expect(passed).toMatchObject({ available: true, leasePrice: 1_300 });
    } finally {
      await setting('max_lease', 1_100);
      await norm(1_100);
      await fixed(null);
    }
  });
});

describe('the driver', () => {
  let driver = 0;
  const update = (sql: string, params: unknown[] = []) => h.t.db.query(sql.replace('$id', String(driver)), params);
  beforeAll(async () => {
    [{ id: driver }] = (await h.t.db.query<{ id: number }>(
      `INSERT INTO drivers (client_id, email_address, first_name, surname) VALUES ($1, 'analyzer.driver@demo-mobility.test', 'Ana', 'Lyzer') RETURNING id`,
      [h.ids.demo])) as [{ id: number }];
    await h.t.db.query('INSERT INTO driver_arrangement_bindings (client_id, driver_id, car_arrangement_id, category_id) VALUES ($1, $2, $3, $4)',
      [h.ids.demo, driver, h.ids.lease2026, ok.categoryId]);
  });
  const asDriver = (language = 'en-EN') => analyze(ok.typeIdHist, ok.categoryId, { driverId: driver }, language);

  it('passes a driver in the category who may order', async () => {
    expect(await asDriver()).toMatchObject({ available: true, findings: [] });
  });

  /** Runs `check` with the driver changed by `change`, and undoes the change whatever happens. */
  async function changed(change: () => Promise<unknown>, undo: string, check: () => Promise<void>): Promise<void> {
    await change();
    try {
      await check();
    } finally {
      await update(undo);
    }
  }
  /** The driver's one finding in English: its rule, its problem, and its solution (or the start of it). */
  async function expectOnly(rule: string, problem: string, solution: string): Promise<void> {
    const result = await asDriver();
    expect(only(result)).toEqual([rule]);
    expect(result.cProbleem).toBe(problem);
    expect(result.cOplossing.startsWith(solution), result.cOplossing).toBe(true);
  }

  it('driverExpired: the expiry date is before today (the server\'s clock: 2 March 2026)', async () => {
    await changed(() => update('UPDATE drivers SET date_expiration = $1 WHERE id = $id', ['2026-03-01']), 'UPDATE drivers SET date_expiration = NULL WHERE id = $id', async () => {
      await expectOnly('driverExpired', 'Driver Ana Lyzer expired on 01/03/2026 and can no longer log in.',
        'Set the expiry date of Ana Lyzer to today or later, or clear it (Drivers › Ana Lyzer › Access and status).');
      expect((await asDriver('de-DE')).cProbleem).toBe('Fahrer Ana Lyzer ist am 01.03.2026 abgelaufen und kann sich nicht mehr anmelden.');
      await update('UPDATE drivers SET date_expiration = $1 WHERE id = $id', ['2026-03-02']);
      expect((await asDriver()).available).toBe(true);
    });
  });

  it('driverBlocked', async () => {
    await changed(() => update('UPDATE drivers SET is_blocked = true WHERE id = $id'), 'UPDATE drivers SET is_blocked = false WHERE id = $id', () =>
      expectOnly('driverBlocked', 'Driver Ana Lyzer is blocked and cannot log in or order.', 'Untick "Blocked" for Ana Lyzer (Drivers › Ana Lyzer › Access and status).'));
  });

  it('driverAlreadyOrdered: ordered for car arrangements, not for another type', async () => {
    const ordered = (type: string) => h.t.db.query(
      `INSERT INTO driver_order_statuses (client_id, driver_id, arrangement_type, has_ordered, date_ordered) VALUES ($1, $2, $3, true, '2026-02-14T10:00:00Z')`,
      [h.ids.demo, driver, type]);
    await changed(() => ordered('bike'), 'DELETE FROM driver_order_statuses WHERE driver_id = $id', async () => {
      expect((await asDriver()).available).toBe(true);
      await ordered('car');
      await expectOnly('driverAlreadyOrdered', 'Driver Ana Lyzer already ordered a car on 14/02/2026: ordering under car arrangements is blocked.',
        'Untick "Ordered" for car arrangements for Ana Lyzer');
    });
  });

  it('driverNotInCategory: in another category, without one, or not bound to the arrangement', async () => {
    const other = ok.categoryId === h.ids.category[4] ? h.ids.category[3] : h.ids.category[4];
    const [{ name }] = (await h.t.db.query<{ name: string }>('SELECT display_name AS name FROM categories WHERE id = $1', [other])) as [{ name: string }];
    const bind = (category: number | null) => update('UPDATE driver_arrangement_bindings SET category_id = $1 WHERE driver_id = $id', [category]);
    try {
      await bind(other);
      const moved = await asDriver();
      expect(only(moved)).toEqual(['driverNotInCategory']);
      expect(moved.cProbleem).toMatch(new RegExp(`^Driver Ana Lyzer is in category ${name} of Leaseregeling 2026, not in category .+\\.$`));
      expect(moved.cOplossing).toContain(`or analyse with category ${name}.`);
      await bind(null);
      expect((await asDriver()).cProbleem).toBe('Driver Ana Lyzer is bound to Leaseregeling 2026 without a category.');
      await update('DELETE FROM driver_arrangement_bindings WHERE driver_id = $id');
      const unbound = await asDriver('nl-NL');
      expect(unbound.cProbleem).toBe('Berijder Ana Lyzer is niet gekoppeld aan Leaseregeling 2026.');
      expect(unbound.cOplossing).toMatch(/^Koppel Ana Lyzer aan Leaseregeling 2026 met categorie .+ \(Berijders › Ana Lyzer › Regelingen en categorieën\)\.$/);
    } finally {
      await update('DELETE FROM driver_arrangement_bindings WHERE driver_id = $id');
      await h.t.db.query('INSERT INTO driver_arrangement_bindings (client_id, driver_id, car_arrangement_id, category_id) VALUES ($1, $2, $3, $4)',
        [h.ids.demo, driver, h.ids.lease2026, ok.categoryId]);
    }
  });
});
