import type { Queryable } from './db';
import { insertRows } from './sql';
import { CATALOGUE, SEGMENTS, TIER_FACTOR, modelsOf } from './seed-catalogue-data';
import { seedObjectCatalogue } from './seed-catalogue-objects';

/**
 * The provider-wide car catalogue of the demo seed: the segments, the brands and models of
 * seed-catalogue-data.ts, and their versions generated in one `INSERT … SELECT` (PGlite pays per
 * statement, not per row), plus the non-car catalogue. Every figure follows from the model's id, the
 * version's number and the seed moment, so a fresh database always gets the same catalogue:
 *
 * - fuel: electric-only brands all `e`; vans and pick-ups mostly diesel; others a mix of petrol, petrol
 *   hybrid, electric, diesel, diesel hybrid and natural gas, with a rare hydrogen, LPG or "others";
 * - CO2: the segment's base, scaled by fuel (hybrids lower, diesel a little lower) and price level; 0 for
 *   electric and hydrogen; the energy label follows from it ("-" for "others");
 * - consumer price: the segment's base × the brand's price level, rising with each version, dearer when
 *   electric or hybrid; fiscal value a little below it (delivery costs are not in it);
 * - body type from the segment's kinds; date added over the last six years, one version in forty within
 *   the last three weeks (the Dutch "newly added" list), models no longer sold only long ago.
 */

/** The demo catalogue: 4–12 versions per model (about 3,000). Does nothing when brands exist. */
export async function seedCarCatalogue(tx: Queryable, now: Date): Promise<void> {
  const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM brands')) as [{ n: number }];
  if (n > 0) return;
  await tx.query('INSERT INTO segments (segment_code, name) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (segment_code) DO NOTHING',
    [SEGMENTS.map(([code]) => code), SEGMENTS.map(([, name]) => name)]);
  const segments = new Map((await tx.query<{ id: number; segment_code: string }>('SELECT id, segment_code FROM segments')).map((s) => [s.segment_code, s.id]));
  const brands = await insertRows<{ id: number }>(tx, 'brands', ['name'], CATALOGUE.map((b) => [b.name]));
  await insertRows(tx, 'models', ['brand_id', 'name', 'segment_id', 'is_active'], CATALOGUE.flatMap((b, i) => modelsOf(b).map((m) => {
    const segment = segments.get(m.segment);
    if (segment === undefined) throw new Error(`Seed: no segment ${m.segment} for ${b.name} ${m.name}`);
    return [brands[i]!.id, m.name, segment, m.active];
  })), '');
  await insertVersions(tx, now, 'generate_series(1, 4 + (m.id * 31) % 9)');
  await seedObjectCatalogue(tx, now);
}

/**
 * Adds versions until the catalogue holds `total` (the benchmark catalogue of `npm run seed --
 * --versions 100000`), spread evenly over the models; returns how many it added.
 */
export async function growCarCatalogue(db: Queryable, total: number, now: Date): Promise<number> {
  const [{ versions, models, most }] = (await db.query<{ versions: number; models: number; most: number }>(
    `SELECT (SELECT count(*)::int FROM car_types) AS versions, (SELECT count(*)::int FROM models) AS models,
            (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM car_types GROUP BY model_id) c) AS most`)) as [{ versions: number; models: number; most: number }];
  const missing = total - versions;
  if (missing <= 0 || models === 0) return 0;
  // Version numbers past every model's current ones, so the added versions differ from the demo's.
  const from = most + 1;
  await insertVersions(db, now, `generate_series(${from}, ${from + Math.ceil(missing / models)})`, missing);
  return missing;
}

const sqlFactor = (fuel: string, factors: Record<string, number>, otherwise: number) =>
  `CASE ${fuel} ${Object.entries(factors).map(([code, f]) => `WHEN '${code}' THEN ${f}`).join(' ')} ELSE ${otherwise} END`;

/** Models sold as electric only, by name, in brands that also sell fuel cars. */
const ELECTRIC_MODEL = '^(500e|600e|e-|ë-|e:|e |EQ|ID\\.|i[3-7]$|iX|EX|EC|ES90|RZ|bZ|Emeya|Eletre|Spring|Inster|Born|Tavascan|Elroq|Enyaq|Ariya|Leaf|Solterra|Aceman|Taycan|PV5|Polestar)|Electric|EV|e-tron|Ioniq|E-Tech|Mach-E|Gen-E|E-Transit|eVito|eSprinter|Mazda6e|Citigo e';

/** One statement: a version per model and number of `series` (SQL over `m`, ours), at most `limit`. */
async function insertVersions(db: Queryable, now: Date, series: string, limit?: number): Promise<void> {
  const mix = `ARRAY['l','l','l','l','l','l','lh','lh','lh','lh','e','e','e','e','e','d','d','d','dh','ag']`;
  const vanMix = `ARRAY['d','d','d','d','d','e','e','dh','l','ag']`;
  await db.query(
    `WITH brand_info AS (SELECT * FROM unnest($1::text[], $2::float8[], $3::boolean[]) AS b(name, tier, electric)),
          segment_info AS (SELECT * FROM unnest($4::text[], $5::float8[], $6::float8[], $7::text[]) AS s(code, price, co2, bodies)),
     model_info AS MATERIALIZED (
       SELECT m.id, m.is_active, bi.tier, s.price, s.co2, string_to_array(s.bodies, ',') AS bodies,
         bi.electric OR m.name ~ $9 AS electric, m.name = 'Mirai' AS hydrogen, s.code IN ('LCV', 'PU') AS van
       FROM models m JOIN brands b ON b.id = m.brand_id JOIN brand_info bi ON bi.name = b.name
         JOIN segments sg ON sg.id = m.segment_id JOIN segment_info s ON s.code = sg.segment_code),
     hashed AS (
       SELECT m.*, k, (m.id * 7919 + k * 104729) % 1000003 AS h FROM model_info m CROSS JOIN LATERAL ${series} AS k),
     base AS (
       SELECT hashed.*,
         CASE WHEN electric THEN 'e' WHEN hydrogen THEN 'w' WHEN h % 223 = 0 THEN 'o' WHEN h % 227 = 0 THEN 'g'
              WHEN van THEN (${vanMix})[1 + h % 10] ELSE (${mix})[1 + h % 20] END AS fuel
       FROM hashed),
     figures AS (
       SELECT base.*, (round((60 + price / 400) * (0.8 + (h % 9) / 20.0) * sqrt(tier) / 5) * 5)::int AS power,
         CASE WHEN fuel IN ('e', 'w') THEN 0
              ELSE least(999, round(co2 * ${sqlFactor('fuel', { lh: 0.78, d: 0.92, dh: 0.72, ag: 0.85, g: 0.88 }, 1)}
                                    * (0.9 + (h % 40) / 100.0) * (1 + (tier - 1) * 0.15)))::int END AS co2_value,
         round(price * tier * (1 + (k - 1) * 0.045 + (h % 13) / 100.0) * ${sqlFactor('fuel', { e: 1.18, lh: 1.08, dh: 1.1, w: 1.5 }, 1)} / 5) * 5 AS consumer
       FROM base)
     INSERT INTO car_types (model_id, type_id_hist, name, fuel_code, body_type, energy_label, co2, consumer_price, fiscal_value, date_added)
     SELECT id, (SELECT coalesce(max(type_id_hist), 100000) FROM car_types) + row_number() OVER (ORDER BY k, id),
       CASE fuel
         WHEN 'e' THEN round(35 + price / 2000 + h % 20) || ' kWh ' || power || 'pk'
         WHEN 'w' THEN 'Fuel Cell ' || power || 'pk'
         ELSE (ARRAY['1.0','1.2','1.4','1.5','1.6','2.0','2.5','3.0'])[1 + (h / 7) % 8]
           || CASE fuel WHEN 'l' THEN ' Turbo' WHEN 'lh' THEN ' Hybrid' WHEN 'd' THEN ' Diesel' WHEN 'dh' THEN ' Diesel Hybrid' WHEN 'ag' THEN ' CNG' WHEN 'g' THEN ' LPG' ELSE '' END
           || ' ' || power || 'pk' END
         || ' ' || (ARRAY['Base','Comfort','Business','Business Edition','Style','Sport','Premium','Executive','Launch Edition','Limited'])[1 + (k - 1 + h % 3) % 10]
         || CASE WHEN h % 3 = 0 THEN ' Aut.' ELSE '' END,
       fuel, bodies[1 + h % cardinality(bodies)],
       CASE WHEN fuel IN ('e', 'w') THEN 'A' WHEN fuel = 'o' THEN '-' WHEN co2_value < 95 THEN 'A' WHEN co2_value < 115 THEN 'B'
            WHEN co2_value < 135 THEN 'C' WHEN co2_value < 160 THEN 'D' WHEN co2_value < 190 THEN 'E' WHEN co2_value < 230 THEN 'F' ELSE 'G' END,
       co2_value, consumer, greatest(0, round(consumer * 0.985) - 900),
       CASE WHEN NOT is_active THEN $8::date - (900 + h % 1200)::int
            WHEN h % 40 = 0 THEN $8::date - (h % 21)::int
            ELSE $8::date - (21 + h % 2170)::int END
     FROM figures ORDER BY k, id${limit === undefined ? '' : ` LIMIT ${Math.trunc(limit)}`}`,
    [
      CATALOGUE.map((b) => b.name), CATALOGUE.map((b) => TIER_FACTOR[b.tier]), CATALOGUE.map((b) => b.electricOnly),
      SEGMENTS.map(([code]) => code), SEGMENTS.map(([, , price]) => price), SEGMENTS.map(([, , , co2]) => co2), SEGMENTS.map(([, , , , bodies]) => bodies),
      now.toISOString().slice(0, 10), ELECTRIC_MODEL,
    ],
  );
}
