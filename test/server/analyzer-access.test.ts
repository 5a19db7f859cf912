import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYZER_RULES } from '../../contract/types/analyzer';
import { ANALYZER_URL, analyzerHarness } from './analyzer-support';
import { failureOf } from './helpers';

/**
 * Who may ask the analyzer and what it refuses (issue 20 point 5): master only (spec 01 §6), the acting client's
 * name, arrangement and driver (another client's: 404, like an unknown id), strict bodies (400 naming the field), and
 * the language of Accept-Language.
 */
const h = analyzerHarness();
const body = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  clientName: 'demo', arrangementId: h.ids.lease2026, categoryId: h.ids.category[2], typeIdHist: typeIdHist, driverId: null, ...extra,
});
let typeIdHist = 0;

beforeAll(async () => {
  typeIdHist = (await h.version({ price: 27_000 })).typeIdHist;
});

describe('access', () => {
  it('is for masters only: no token 401, every other role and the other client\'s supervisor 403', async () => {
    const anonymous = await h.t.app.inject({ method: 'POST', url: ANALYZER_URL, payload: body() });
    expect(anonymous.statusCode).toBe(401);
    for (const who of ['subsupervisor', 'fleetmanagement', 'bulk', 'supervisor', 'polish'] as const) {
      expect((await h.analyze(body(), { who })).statusCode, who).toBe(403);
    }
    const master = await h.analyze(body());
    expect(master.statusCode, master.body).toBe(200);
    expect(master.json()).toMatchObject({ successful: true, results: [{ available: true }] });
    // The client's name is compared regardless of case.
    expect((await h.analyze(body({ clientName: 'DEMO' }))).statusCode).toBe(200);
  });

  it('answers 404 for another client\'s name, arrangement or driver, and for an unknown one', async () => {
    expect(failureOf(await h.analyze(body({ clientName: 'flota-pl' })))).toEqual({ status: 404, reason: 'Client flota-pl was not found.' });
    expect(failureOf(await h.analyze(body({ arrangementId: h.ids.polishArrangement })))).toEqual({
      status: 404, reason: `Car arrangement ${h.ids.polishArrangement} was not found.`,
    });
    expect(failureOf(await h.analyze(body({ driverId: h.ids.polishDriver })))).toEqual({ status: 404, reason: `Driver ${h.ids.polishDriver} was not found.` });
    expect(failureOf(await h.analyze(body({ arrangementId: 2_000_000_000 }))).status).toBe(404);
    // /api-omr is the API, not the app: an unknown path there is the JSON 404, never the app's page.
    const unknown = await h.t.app.inject({ method: 'GET', url: '/api-omr/unknown' });
    expect(failureOf(unknown).status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});

describe('bad input', () => {
  it('refuses a missing field, naming it', async () => {
    for (const field of ['clientName', 'arrangementId', 'categoryId', 'typeIdHist', 'driverId']) {
      const rest: Record<string, unknown> = body();
      delete rest[field];
      const refusal = failureOf(await h.analyze(rest));
      expect(refusal.status, field).toBe(400);
      expect(refusal.reason, field).toContain(field);
    }
  });

  it('refuses a non-numeric or non-positive typeIdHist, an unknown field and wrong types', async () => {
    for (const value of ['100279', 1.5, 0, -4, null]) {
      const refusal = failureOf(await h.analyze(body({ typeIdHist: value })));
      expect(refusal.status, String(value)).toBe(400);
      expect(refusal.reason).toContain('typeIdHist');
    }
    expect(failureOf(await h.analyze({ ...body(), role: 'master' })).status).toBe(400);
    expect(failureOf(await h.analyze(body({ driverId: 'none' }))).reason).toContain('driverId');
    expect(failureOf(await h.analyze(body({ clientName: '../demo' }))).reason).toContain('clientName');
  });

  it('refuses a category of another arrangement and an arrangement that is not a car arrangement, naming the field', async () => {
    const [other] = await h.t.db.query<{ id: number }>('SELECT id FROM categories WHERE car_arrangement_id = $1 LIMIT 1', [h.ids.directie]);
    expect(failureOf(await h.analyze(body({ categoryId: other!.id })))).toEqual({
      status: 400, reason: `body.categoryId must be a category of arrangement ${h.ids.lease2026}`,
    });
    const refusal = failureOf(await h.analyze(body({ arrangementId: h.ids.bike })));
    expect(refusal.status).toBe(400);
    expect(refusal.reason).toContain('body.arrangementId must be a car arrangement');
  });
});

describe('the language', () => {
  it('follows Accept-Language over the six locales, by tag, by language and by q; Dutch otherwise', async () => {
    const first = async (language?: string) => {
      const res = await h.analyze(body({ typeIdHist: 123 }), { language });
      expect(res.statusCode).toBe(200);
      return res.json<{ results: { cProbleem: string }[] }>().results[0]!.cProbleem;
    };
    expect(await first()).toBe('De catalogus heeft geen uitvoering met historisch type-id 123.');
    expect(await first('en-EN')).toBe('The catalogue has no version with historical type id 123.');
    expect(await first('es-ES, de;q=0.8, fr;q=0.9')).toBe('Le catalogue ne contient aucune version avec l\'identifiant de type historique 123.');
    expect(await first('de-AT')).toBe('Der Katalog enthält keine Ausführung mit der historischen Typ-ID 123.');
    expect(await first('en;q=0, xx')).toBe('De catalogus heeft geen uitvoering met historisch type-id 123.');
  });

  it('answers the contract\'s shape: findings in the rule order, texts one per line', async () => {
    const [ferrari] = await h.t.db.query<{ type_id_hist: number }>(
      "SELECT t.type_id_hist FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id WHERE b.name = 'Ferrari' LIMIT 1");
    const res = await h.analyze(body({ typeIdHist: ferrari!.type_id_hist, categoryId: h.ids.category[1] }), { language: 'nl-BE' });
    const [result] = res.json<{ results: { cProbleem: string; findings: { rule: (typeof ANALYZER_RULES)[number] }[] }[] }>().results;
    const order = result!.findings.map((f) => ANALYZER_RULES.indexOf(f.rule));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(result!.findings.length).toBeGreaterThan(2);
    expect(result!.cProbleem.split('\n')).toHaveLength(result!.findings.length);
    expect(result!.cProbleem).toContain('Merk Ferrari is geblokkeerd in Leaseregeling 2026.');
  });
});
