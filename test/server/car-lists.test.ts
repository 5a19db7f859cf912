import { beforeAll, describe, expect, it } from 'vitest';
import type { CarBreakdown, CarOverviewRow, CarSegmentCount, CarWithLeasePrice, FixedLeasePrice, NotAddedCar } from '../../contract/types/cars';
import { kitHarness } from './kit-contract';
import { failureOf } from './helpers';

/**
 * An arrangement's car lists and fixed lease prices (spec 02 §7 "Cars", §8; issue 15 point 3). The cases use a
 * brand of their own (Zyxo, segment ZT) so they do not depend on the seeded catalogue's figures.
 */
const h = kitHarness();
const ids = { brand: 0, model: 0, otherModel: 0, segment: 0, versions: [] as number[] };

type Paged<T> = { results: T[]; resultCount: number };
const list = async <T = CarWithLeasePrice>(path: string, body: Record<string, unknown>, who: 'supervisor' | 'master' = 'supervisor') => {
  const res = await h.call(who, 'POST', path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paged<T>>();
};
const extended = (body: Record<string, unknown>) => list('/car/extended/new', { carArrangementId: h.ids.arrangementOut, ...body });
const save = (prices: unknown[], arrangement = h.ids.arrangementOut) =>
  h.call('supervisor', 'POST', '/car/extended/savefixedleaseprice', { carArrangementId: arrangement, searchQuery: 'zyxo', prices });

beforeAll(async () => {
  const one = async (sql: string, params: unknown[] = []) => (await h.t.db.query<{ id: number }>(sql, params))[0]!.id;
  ids.segment = await one("INSERT INTO segments (segment_code, name) VALUES ('ZT', 'Zyxo test') RETURNING id");
  // The seeded arrangements include a list of segments: Zyxo's joins them.
  await h.t.db.query(`INSERT INTO car_arrangement_segments (client_id, car_arrangement_id, segment_id, is_included)
    SELECT DISTINCT client_id, car_arrangement_id, $1::int, true FROM car_arrangement_segments WHERE is_included`, [ids.segment]);
  ids.brand = await one("INSERT INTO brands (name) VALUES ('Zyxo') RETURNING id");
  ids.model = await one('INSERT INTO models (brand_id, name, segment_id) VALUES ($1, $2, $3) RETURNING id', [ids.brand, 'A%_1', ids.segment]);
  ids.otherModel = await one('INSERT INTO models (brand_id, name, segment_id) VALUES ($1, $2, $3) RETURNING id', [ids.brand, 'B', ids.segment]);
  for (const [model, name, fuel, co2, price, added] of [
    [ids.model, '1.0 Base', 'l', 110, 30_000, 'current_date'], [ids.model, '1.5 Sport', 'l', 140, 38_000, "current_date - 400"],
    [ids.otherModel, '60 kWh Comfort', 'e', 0, 45_000, "current_date - 100"],
  ] as const) {
    ids.versions.push(await one(
      `INSERT INTO car_types (model_id, name, fuel_code, body_type, energy_label, co2, consumer_price, fiscal_value, date_added)
       VALUES ($1, $2, $3, 'hb', 'B', $4, $5::numeric, $5::numeric - 900, ${added}) RETURNING id`, [model, name, fuel, co2, price]));
  }
}, 60_000);

describe('the extended car list', () => {
  it('prices the offered versions with the fuel\'s initial pair, GET and POST alike, in brand, model, version order', async () => {
    const { results, resultCount } = await extended({ filterText: 'zyxo' });
    expect(resultCount).toBe(3);
    expect(results.map((car) => [car.modelName, car.name])).toEqual([['A%_1', '1.0 Base'], ['A%_1', '1.5 Sport'], ['B', '60 kWh Comfort']]);
    // Leaseregeling Directie's calculator setting: petrol 48 months / 25,000 km, electric 48 / 30,000.
    expect(results.map((car) => [car.durationMonths, car.kmPerYear])).toEqual([[48, 25_000], [48, 25_000], [48, 30_000]]);
    for (const car of results) {
      expect(car.leasePrice).toBeGreaterThan(200);
      expect(car).toMatchObject({ brandName: 'Zyxo', isFixedPrice: false, fixedLeasePrice: null, computedLeasePrice: car.leasePrice });
    }
    const get = await h.call('supervisor', 'GET', `/car/extended/new?carArrangementId=${h.ids.arrangementOut}&filterText=zyxo`);
    expect(get.json<Paged<CarWithLeasePrice>>().results).toEqual(results);
  });

  it('shows each version under the first category whose budget allows it, or why none does', async () => {
    const categories = (await h.t.db.query<{ id: number; display_name: string }>(
      'SELECT id, display_name FROM categories WHERE car_arrangement_id = $1 ORDER BY category_number, id', [h.ids.arrangementIn])).map((c) => c.display_name);
    const rows = (await list('/car/extended/new', { carArrangementId: h.ids.arrangementIn, pageSize: 500 })).results;
    const allowed = rows.filter((row) => row.allowed);
    expect(allowed.length).toBeGreaterThan(0);
    // An offered version is shown under a category without refusals; a refused one under the largest budget, with them.
    for (const row of allowed) expect([row.refusals, categories.includes(row.categoryName!)]).toEqual([[], true]);
    const refused = rows.filter((row) => !row.allowed);
    for (const row of refused) expect([row.categoryName, row.refusals.length > 0]).toEqual([categories.at(-1), true]);
    // A dearer car never needs a smaller category than a cheaper one.
    const byPrice = [...allowed].sort((a, b) => a.computedLeasePrice - b.computedLeasePrice);
    expect(categories.indexOf(byPrice[0]!.categoryName!)).toBeLessThanOrEqual(categories.indexOf(byPrice.at(-1)!.categoryName!));
  });

  it('filters by one brand, one of its models, fuel or segment, together with the search; a code outside the fixed lists is a 400', async () => {
    const [kia] = await h.t.db.query<{ id: number }>("SELECT id FROM brands WHERE name = 'Kia'");
    const kias = (await extended({ brandId: kia!.id, pageSize: 500 })).results;
    expect(kias.length).toBeGreaterThan(0);
    expect(new Set(kias.map((row) => row.brandName))).toEqual(new Set(['Kia']));
    const electric = (await extended({ brandId: kia!.id, fuelCode: 'e', pageSize: 500 })).results;
    expect(electric.length).toBeGreaterThan(0);
    expect(electric.every((row) => row.fuelCode === 'e')).toBe(true);
    expect(electric.length).toBeLessThan(kias.length);
    const model = kias.find((row) => row.modelName !== kias[0]!.modelName) ?? kias[0]!;
    const ofModel = (await extended({ brandId: kia!.id, modelId: model.modelId, pageSize: 500 })).results;
    expect(new Set(ofModel.map((row) => row.modelName))).toEqual(new Set([model.modelName]));
    expect(ofModel.length).toBeLessThan(kias.length);
    const segment = electric[0]!.segmentCode!;
    const inSegment = (await extended({ fuelCode: 'e', segmentCode: segment, filterText: 'kia', pageSize: 500 })).results;
    expect(inSegment.every((row) => row.segmentCode === segment && row.brandName === 'Kia' && row.fuelCode === 'e')).toBe(true);
    expect(failureOf(await h.call('supervisor', 'POST', '/car/extended/new', { carArrangementId: h.ids.arrangementOut, fuelCode: '*' })).reason).toMatch(/^body\.fuelCode /);
  });

  it('searches brand, model and version name literally and case-insensitively', async () => {
    expect((await extended({ filterText: '%_' })).results.map((car) => car.name)).toEqual(['1.0 Base', '1.5 Sport']);
    expect((await extended({ filterText: 'ZYXO a%_1 1.5' })).results.map((car) => car.name)).toEqual(['1.5 Sport']);
    expect((await extended({ filterText: 'zyxo _' })).resultCount).toBe(0);
    expect((await extended({ filterText: 'kWh comfort' })).results.some((car) => car.brandName === 'Zyxo')).toBe(true);
  });

  it('pages: 20 by default, pageIndex and pageSize, resultCount the whole', async () => {
    const page = await extended({});
    expect(page.results).toHaveLength(20);
    expect(page.resultCount).toBeGreaterThan(20);
    const second = await extended({ filterText: 'zyxo', pageIndex: 2, pageSize: 2 });
    expect(second).toMatchObject({ resultCount: 3, results: [expect.objectContaining({ name: '60 kWh Comfort' })] });
  });

  it('leaves out a blocked brand, which the not-added list then shows with its reason', async () => {
    const block = await h.t.db.query<{ id: number }>(
      'INSERT INTO blocked_brand_models (client_id, car_arrangement_id, brand_id) VALUES ($1, $2, $3) RETURNING id', [h.ids.demo, h.ids.arrangementOut, ids.brand]);
    try {
      expect((await extended({ filterText: 'zyxo' })).resultCount).toBe(0);
      const notAdded = await list<NotAddedCar>('/car/notadded', { carArrangementId: h.ids.arrangementOut, filterText: 'zyxo' });
      expect(notAdded.resultCount).toBe(3);
      for (const car of notAdded.results) expect(car.reasons).toContain('brandBlocked');
      const second = await list<NotAddedCar>('/car/notadded', { carArrangementId: h.ids.arrangementOut, filterText: 'zyxo', pageIndex: 2, pageSize: 1 });
      expect(second).toMatchObject({ resultCount: 3, results: [expect.objectContaining({ name: '1.5 Sport', reasons: expect.arrayContaining(['brandBlocked']) })] });
      // Another arrangement still offers it.
      expect((await list('/car/extended/new', { carArrangementId: h.ids.arrangementIn, filterText: 'zyxo' })).resultCount).toBe(3);
    } finally {
      await h.t.db.query('DELETE FROM blocked_brand_models WHERE id = $1', [block[0]!.id]);
    }
  });

  it('follows the settings\' segments: an excluded one is not offered, and is a reason not to add', async () => {
    await h.t.db.query('UPDATE car_arrangement_segments SET is_included = false WHERE car_arrangement_id = $1 AND segment_id = $2', [h.ids.arrangementOut, ids.segment]);
    try {
      expect((await extended({ filterText: 'zyxo' })).resultCount).toBe(0);
      const segments = (await h.call('supervisor', 'GET', `/car/segments?carArrangementId=${h.ids.arrangementOut}`)).json<{ results: CarSegmentCount[] }>().results;
      expect(segments.map((s) => s.segmentCode)).not.toContain('ZT');
      const notAdded = await list<NotAddedCar>('/car/notadded', { carArrangementId: h.ids.arrangementOut, filterText: 'zyxo' });
      expect(notAdded.resultCount).toBe(3);
      for (const car of notAdded.results) expect(car.reasons).toContain('segmentExcluded');
    } finally {
      await h.t.db.query('UPDATE car_arrangement_segments SET is_included = true WHERE car_arrangement_id = $1 AND segment_id = $2', [h.ids.arrangementOut, ids.segment]);
    }
    const segments = (await h.call('supervisor', 'GET', `/car/segments?carArrangementId=${h.ids.arrangementOut}`)).json<{ results: CarSegmentCount[] }>().results;
    expect(segments.find((s) => s.segmentCode === 'ZT')).toMatchObject({ name: 'Zyxo test', count: 3 });
  });

  it('answers 409 "lease price maintenance is needed" when a version on the page cannot be priced', async () => {
    const [broken] = await h.t.db.query<{ id: number }>(
      "INSERT INTO car_types (model_id, name, fuel_code, consumer_price) VALUES ($1, 'Zonder prijs', 'l', NULL) RETURNING id", [ids.otherModel]);
    try {
      const failure = failureOf(await h.call('supervisor', 'POST', '/car/extended/new', { carArrangementId: h.ids.arrangementOut, filterText: 'zyxo' }));
      expect(failure).toMatchObject({ status: 409 });
      expect(failure.reason).toMatch(/^Lease price maintenance is needed: version \d+ \(Zyxo B Zonder prijs\) has no consumer price/);
    } finally {
      await h.t.db.query('DELETE FROM car_types WHERE id = $1', [broken!.id]);
    }
  });
});

describe('the price breakdown', () => {
  it('answers one version with every part of its price and own contribution, adding up to the list\'s figures', async () => {
    const [row] = (await extended({ pageSize: 1 })).results;
    const res = await h.call('supervisor', 'GET', `/car/extended/breakdown?carArrangementId=${h.ids.arrangementOut}&carTypeId=${row!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const breakdown = res.json<{ results: CarBreakdown[] }>().results[0]!;
    expect(breakdown).toMatchObject({ id: row!.id, leasePrice: row!.leasePrice, ownContribution: row!.ownContribution, categoryName: row!.categoryName });
    const sum = (lines: { cents: number }[]) => lines.reduce((total, line) => total + line.cents, 0);
    expect(breakdown.parts.map((part) => part.what)).toEqual(expect.arrayContaining(['depreciation', 'interest', 'insurance']));
    expect(sum(breakdown.parts)).toBe(Math.round(breakdown.computedLeasePrice * 100));
    expect(sum(breakdown.ownContributionLines)).toBe(Math.round(breakdown.ownContribution * 100));
    expect((await h.call('supervisor', 'GET', `/car/extended/breakdown?carArrangementId=${h.ids.arrangementOut}&carTypeId=999999`)).statusCode).toBe(404);
    expect((await h.call('supervisor', 'GET', `/car/extended/breakdown?carArrangementId=${h.ids.bike}&carTypeId=${row!.id}`)).statusCode).toBe(400);
  });
});

describe('a version across the arrangements', () => {
  it('answers it under every car arrangement in reach: offered or why not, and its price there', async () => {
    const lambo = (await h.t.db.query<{ id: number }>(
      "SELECT t.id FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id WHERE b.name = 'Lamborghini' ORDER BY t.id LIMIT 1"))[0]!.id;
    const res = await h.call('supervisor', 'GET', `/car/overview?carTypeId=${lambo}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ results: CarOverviewRow[] }>().results;
    const names = rows.map((row) => row.carArrangementName);
    expect(names).toEqual(expect.arrayContaining(['Leaseregeling 2026', 'Leaseregeling Directie']));
    expect(names).not.toContain('Fietsplan');
    // Leaseregeling 2026 blocks Lamborghini as a whole (seeded).
    expect(rows.find((row) => row.carArrangementName === 'Leaseregeling 2026')!.reasons).toContain('brandBlocked');
    for (const row of rows) expect([row.id, row.leasePrice > 0]).toEqual([lambo, true]);
    expect((await h.call('supervisor', 'GET', '/car/overview?carTypeId=999999')).statusCode).toBe(404);
    await h.asScopedSupervisor(async () => {
      const scoped = (await h.call('supervisor', 'GET', `/car/overview?carTypeId=${lambo}`)).json<{ results: CarOverviewRow[] }>().results;
      expect(scoped.map((row) => row.carArrangementName)).not.toContain('Leaseregeling Directie');
    });
  });
});

describe('fixed lease prices', () => {
  it('a fixed price wins in the list, is listed with its version, and clears with null', async () => {
    const [base] = ids.versions;
    const saved = await save([{ carTypeId: base, price: 399.95 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ results: FixedLeasePrice[] }>().results).toEqual([expect.objectContaining({ carTypeId: base, brandName: 'Zyxo', modelName: 'A%_1', name: '1.0 Base', price: 399.95, version: 1 })]);
    const car = (await extended({ filterText: 'zyxo a%_1 1.0' })).results[0]!;
    expect(car).toMatchObject({ leasePrice: 399.95, fixedLeasePrice: 399.95, isFixedPrice: true });
    expect(car.computedLeasePrice).not.toBe(399.95);
    expect((await save([{ carTypeId: base, price: 410 }])).json<{ results: FixedLeasePrice[] }>().results[0]).toMatchObject({ price: 410, version: 2 });
    // Only this arrangement's list: Leaseregeling 2026 still computes it.
    expect((await list('/car/extended/new', { carArrangementId: h.ids.arrangementIn, filterText: 'zyxo a%_1 1.0' })).results[0]!.isFixedPrice).toBe(false);
    expect((await save([{ carTypeId: base, price: null }])).json<{ results: unknown[] }>().results).toEqual([]);
    const get = await h.call('supervisor', 'GET', `/car/extended/fixedleaseprice?carArrangementId=${h.ids.arrangementOut}`);
    expect(get.json<{ results: unknown[] }>().results).toEqual([]);
    expect((await extended({ filterText: 'zyxo a%_1 1.0' })).results[0]).toMatchObject({ isFixedPrice: false, fixedLeasePrice: null });
  });

  it('lists the seeded fixed prices of Leaseregeling 2026', async () => {
    const seeded = (await h.call('supervisor', 'GET', `/car/extended/fixedleaseprice?carArrangementId=${h.ids.arrangementIn}`)).json<{ results: FixedLeasePrice[] }>().results;
    const count = (await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM car_types')).length;
    if (count > 0) expect(seeded.every((row) => row.price > 0 && row.name.length > 0)).toBe(true);
  });

  it('saves all or nothing, and a bad price or version is a 400 naming it', async () => {
    const [base, sport] = ids.versions;
    const unknown = failureOf(await save([{ carTypeId: base, price: 300 }, { carTypeId: 999_999_999, price: 300 }]));
    expect(unknown).toEqual({ status: 400, reason: expect.stringMatching(/^body\.prices\.1\.carTypeId/) });
    for (const [price, why] of [[0, /body\.prices\.1\.price/], [-5, /body\.prices\.1\.price/], [12.345, /body\.prices\.1\.price must have at most 2 decimals/], ['12', /body\.prices\.1\.price/]] as const) {
      expect(failureOf(await save([{ carTypeId: base, price: 300 }, { carTypeId: sport, price }])), String(price)).toEqual({ status: 400, reason: expect.stringMatching(why) });
    }
    expect(failureOf(await save([{ carTypeId: base, price: 300 }, { carTypeId: base, price: 301 }])).reason).toMatch(/^body\.prices\.1\.carTypeId/);
    expect(failureOf(await save([])).reason).toMatch(/body\.prices/);
    const stored = await h.t.db.query('SELECT 1 FROM fixed_lease_prices WHERE car_arrangement_id = $1', [h.ids.arrangementOut]);
    expect(stored).toEqual([]);
  });
});

describe('newly added and not added', () => {
  it('POST /car/new lists the offered versions added in the last 30 days, for Dutch car data only', async () => {
    const fresh = await list('/car/new', { carArrangementId: h.ids.arrangementOut, filterText: 'zyxo' });
    expect(fresh.results.map((car) => car.name)).toEqual(['1.0 Base']);
    const [flota] = await h.t.db.query<{ id: number }>("SELECT id FROM car_arrangements WHERE display_name = 'Flota 2026'");
    const polish = failureOf(await h.call('polish', 'POST', '/car/new', { carArrangementId: flota!.id }));
    expect(polish).toEqual({ status: 404, reason: expect.stringContaining('Dutch car data') });
    expect((await h.call('polish', 'POST', '/car/extended/new', { carArrangementId: flota!.id, pageSize: 1 })).statusCode).toBe(200);
  });

  it('the not-added list names the calculation\'s refusals', async () => {
    await h.t.db.query('UPDATE car_arrangement_settings SET max_co2 = 120 WHERE car_arrangement_id = $1', [h.ids.arrangementOut]);
    try {
      const notAdded = await list<NotAddedCar>('/car/notadded', { carArrangementId: h.ids.arrangementOut, filterText: 'zyxo' });
      const sport = notAdded.results.find((car) => car.name === '1.5 Sport')!;
      expect(sport.reasons).toContain('co2AboveMax');
      expect(sport.refusals).toContainEqual({ reason: 'co2AboveMax', actual: 140, limit: 120 });
      expect(notAdded.results.some((car) => car.name === '1.0 Base' && car.reasons.includes('co2AboveMax'))).toBe(false);
    } finally {
      await h.t.db.query('UPDATE car_arrangement_settings SET max_co2 = NULL WHERE car_arrangement_id = $1', [h.ids.arrangementOut]);
    }
  });
});

describe('access', () => {
  const routes = (arrangement: number) => [
    ['POST', '/car/extended/new', { carArrangementId: arrangement }], ['GET', `/car/extended/new?carArrangementId=${arrangement}`],
    ['POST', '/car/new', { carArrangementId: arrangement }], ['POST', '/car/notadded', { carArrangementId: arrangement, filterText: 'zyxo' }],
    ['GET', `/car/segments?carArrangementId=${arrangement}`], ['GET', `/car/extended/fixedleaseprice?carArrangementId=${arrangement}`],
    ['POST', '/car/extended/savefixedleaseprice', { carArrangementId: arrangement, searchQuery: '', prices: [{ carTypeId: ids.versions[0], price: null }] }],
  ] as const;

  it('is car data: supervisor and above', async () => {
    for (const [method, url, body] of routes(h.ids.arrangementIn)) {
      for (const who of ['bulk', 'subsupervisor', 'fleetmanagement'] as const) expect((await h.call(who, method, url, body)).statusCode, `${who} ${url}`).toBe(403);
      for (const who of ['supervisor', 'master'] as const) expect((await h.call(who, method, url, body)).statusCode, `${who} ${url}`).toBe(200);
    }
  });

  it('an arrangement out of reach or of another client is a 404, another type a 400 naming the field', async () => {
    await h.asScopedSupervisor(async () => {
      for (const [method, url, body] of routes(h.ids.arrangementOut)) expect(failureOf(await h.call('supervisor', method, url, body)).status, url).toBe(404);
      expect((await h.call('supervisor', 'POST', '/car/extended/new', { carArrangementId: h.ids.arrangementIn, pageSize: 1 })).statusCode).toBe(200);
    });
    for (const [method, url, body] of routes(h.ids.arrangementIn)) expect(failureOf(await h.call('polish', method, url, body)).status, url).toBe(404);
    for (const [method, url, body] of routes(h.ids.bike)) {
      expect(failureOf(await h.call('supervisor', method, url, body)), url).toEqual({ status: 400, reason: expect.stringMatching(/carArrangementId must be a car arrangement/) });
    }
  });

  it('bad input is a 400 naming the field', async () => {
    const arrangement = h.ids.arrangementIn;
    for (const [body, field] of [
      [{ carArrangementId: arrangement, pageSize: 0 }, 'body.pageSize'], [{ carArrangementId: arrangement, pageSize: 501 }, 'body.pageSize'],
      [{ carArrangementId: arrangement, pageIndex: 0 }, 'body.pageIndex'], [{ carArrangementId: arrangement, filterText: 'a\u0000b' }, 'filterText'],
      [{ carArrangementId: arrangement, filterText: 'x'.repeat(201) }, 'body.filterText'], [{ carArrangementId: 'x' }, 'body.carArrangementId'],
      [{}, 'carArrangementId'], [{ carArrangementId: arrangement, role: 'master' }, 'role'],
    ] as const) {
      expect(failureOf(await h.call('supervisor', 'POST', '/car/extended/new', body)), JSON.stringify(body)).toEqual({ status: 400, reason: expect.stringContaining(field) });
    }
    expect(failureOf(await h.call('supervisor', 'GET', '/car/extended/new?carArrangementId=abc')).reason).toMatch(/querystring\.carArrangementId/);
    expect(failureOf(await h.call('supervisor', 'GET', `/car/extended/new?carArrangementId=${arrangement}&pageSize=0`)).reason).toMatch(/querystring\.pageSize/);
  });
});
