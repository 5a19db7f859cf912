import { afterAll, beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AnalyzerFinding, AnalyzerResult, AnalyzerRule } from '../../contract/types/analyzer';
import type { CarBreakdown } from '../../contract/types/cars';
import { bearer, createTestServer, envelopeOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * One server per analyzer test file: tokens of every caller, the demo ids the cases need, and a brand of the tests'
 * own (Qwanta, model Q in segment C, which Leaseregeling 2026 includes) whose versions each break one rule.
 */
export const ANALYZER_URL = '/api-omr/getRedenAutoNietGevonden_omrmapi';

export interface AnalyzerHarness {
  t: TestServer;
  ids: {
    demo: number; lease2026: number; lease2025: number; directie: number; bike: number; polishArrangement: number; polishDriver: number;
    /** Leaseregeling 2026's categories by number (1 Instap 450 d/l … 4 Directie 1100). */
    category: Record<1 | 2 | 3 | 4, number>;
    brand: number; model: number;
  };
  analyze(body: Record<string, unknown>, options?: { who?: TestSigner; language?: string }): Promise<LightMyRequestResponse>;
  /** The one result of a 200 answer. */
  resultOf(body: Record<string, unknown>, language?: string): Promise<AnalyzerResult>;
  /** A Qwanta Q version with these figures (a petrol B-label 30,000 hatchback unless told); answers its type_id_hist. */
  version(figures?: Partial<{ name: string; fuel: string; co2: number; label: string; price: number; fiscal: number; segment: string }>): Promise<{ id: number; typeIdHist: number }>;
  /** The car list's own breakdown of a version under an arrangement (GET /car/extended/breakdown). */
  breakdown(arrangementId: number, carTypeId: number): Promise<CarBreakdown>;
}

let nextTypeIdHist = 900_000;

export function analyzerHarness(): AnalyzerHarness {
  const h = { ids: {} } as AnalyzerHarness;
  let tokens = new Map<TestSigner, string>();
  const one = async (sql: string, params: unknown[] = []) => (await h.t.db.query<{ id: number }>(sql, params))[0]!.id;
  beforeAll(async () => {
    h.t = await createTestServer();
    tokens = await signInEveryone(h.t.app);
    const arrangement = (name: string) => one('SELECT id FROM car_arrangements WHERE display_name = $1', [name]);
    const lease2026 = await arrangement('Leaseregeling 2026');
    const categories = await h.t.db.query<{ id: number; n: 1 | 2 | 3 | 4 }>(
      'SELECT id, category_number AS n FROM categories WHERE car_arrangement_id = $1', [lease2026]);
    const polishArrangement = await arrangement('Flota 2026');
    h.ids = {
      demo: await one("SELECT id FROM clients WHERE name = 'demo'"),
      lease2026, lease2025: await arrangement('Leaseregeling 2025'), directie: await arrangement('Leaseregeling Directie'),
      bike: await arrangement('Fietsplan'), polishArrangement,
      polishDriver: await one('SELECT driver_id AS id FROM driver_arrangement_bindings WHERE car_arrangement_id = $1 LIMIT 1', [polishArrangement]),
      category: Object.fromEntries(categories.map((c) => [c.n, c.id])) as Record<1 | 2 | 3 | 4, number>,
      brand: await one("INSERT INTO brands (name) VALUES ('Qwanta') RETURNING id"),
      model: 0,
    };
    h.ids.model = await one("INSERT INTO models (brand_id, name, segment_id) SELECT $1, 'Q', id FROM segments WHERE segment_code = 'C' RETURNING id", [h.ids.brand]);
  }, 90_000);
  afterAll(() => h.t?.close());

  h.analyze = (body, { who = 'master', language } = {}) => h.t.app.inject({
    method: 'POST', url: ANALYZER_URL, payload: body,
    headers: { ...bearer(tokens.get(who)!), ...(language ? { 'accept-language': language } : {}) },
  });
  h.resultOf = async (body, language) => {
    const res = await h.analyze({ clientName: 'demo', driverId: null, ...body }, { language });
    expect(res.statusCode, res.body).toBe(200);
    const results = envelopeOf(res).results as AnalyzerResult[];
    expect(results).toHaveLength(1);
    return results[0]!;
  };
  h.version = async (f = {}) => {
    const typeIdHist = nextTypeIdHist++;
    let model = h.ids.model;
    if (f.segment !== undefined) {
      model = await one(`INSERT INTO models (brand_id, name, segment_id) SELECT $1, $2, id FROM segments WHERE segment_code = $3 RETURNING id`,
        [h.ids.brand, `Q-${f.segment}-${typeIdHist}`, f.segment]);
    }
    const price = f.price ?? 30_000;
    const id = await one(
      `INSERT INTO car_types (model_id, type_id_hist, name, fuel_code, body_type, energy_label, co2, consumer_price, fiscal_value, date_added)
       VALUES ($1, $2, $3, $4, 'hb', $5, $6, $7, $8, current_date) RETURNING id`,
      [model, typeIdHist, f.name ?? `1.0 Test ${typeIdHist}`, f.fuel ?? 'l', f.label ?? 'B', f.co2 ?? 110, price, f.fiscal ?? price - 900]);
    return { id, typeIdHist };
  };
  h.breakdown = async (arrangementId, carTypeId) => {
    const res = await h.t.app.inject({
      method: 'GET', url: `/api-admin/car/extended/breakdown?carArrangementId=${arrangementId}&carTypeId=${carTypeId}`, headers: bearer(tokens.get('master')!),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (envelopeOf(res).results as CarBreakdown[])[0]!;
  };
  return h;
}

/** The findings of one rule (a rule may fail twice: the min lease and the min budget use). */
export const findingsOf = (result: AnalyzerResult, rule: AnalyzerRule): AnalyzerFinding[] => result.findings.filter((f) => f.rule === rule);

/** The result's texts are its findings' texts, one per line, in the contract's rule order. */
export function expectConsistent(result: AnalyzerResult): void {
  expect(result.available).toBe(result.findings.length === 0);
  if (result.findings.length > 0) {
    expect(result.cProbleem).toBe(result.findings.map((f) => f.problem).join('\n'));
    expect(result.cOplossing).toBe(result.findings.map((f) => f.solution).join('\n'));
  }
}
