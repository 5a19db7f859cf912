/**
 * A large client for lists and benchmarks: `npx tsx server/db/seed-large.ts --drivers 100000`
 * (or SEED_DRIVERS=100000). Uses the server's database settings (DATA_DIR for PGlite, or
 * DATABASE_URL); migrates and seeds the demo data first when the database is empty, then (re)builds
 * the client `large` ("Large Fleet B.V.") with two car arrangements, a mobility container and N
 * drivers, all with set-based `INSERT … SELECT generate_series` statements. Sign in as
 * supervisor@large.leasedesk.test with the demo password (`/auth?clt=large`). Running it again
 * replaces that client's drivers; the other clients are not touched. `--versions N` (or SEED_VERSIONS,
 * default 100000; 0 leaves it) grows the provider-wide car catalogue to N versions for the car-list
 * benchmarks (seed-catalogue.ts); versions already there are kept.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { hashPassword } from '../auth/passwords';
import { openDb, type Queryable } from './db';
import { DEMO_PASSWORD } from './demo-accounts';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';
import { seedLeaseSystemDebtors } from './seed-orders';
import { growCarCatalogue } from './seed-catalogue';

export const LARGE_CLIENT = 'large';
export const LARGE_SUPERVISOR = 'supervisor@large.leasedesk.test';

const FIRST = ['Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Jesse', 'Bram', 'Thijs', 'Ruben', 'Emma', 'Julia', 'Sophie', 'Anna',
  'Tess', 'Sara', 'Fenna', 'Lotte', 'Eva', 'Noor', 'Lisa', 'Femke', 'Anouk', 'Ilse'];
const PREFIX = ['', '', '', 'van', '', 'de', '', 'van der', '', 'van den'];
const SURNAME = ['Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker', 'Brouwer',
  'Dijkstra', 'Koster', 'Willems', 'Verhoeven', 'Kok', 'Jacobs', 'Vermeulen', 'Schouten', 'Post', 'Kuiper', 'Huisman', 'Prins',
  'Hoekstra', 'Maas', 'Veenstra', 'Kramer', 'Bosch', 'Sluis', 'Berg', 'Heuvel', 'Linden', 'Wal', 'Leeuwen', 'Graaf', 'Horst'];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

async function one<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`No row: ${sql.slice(0, 60)}`);
  return row;
}

/** Creates the client (once) and replaces its drivers with `count` new ones. Returns the client id. */
export async function seedLargeClient(db: Queryable, count: number, now = new Date()): Promise<number> {
  let client = (await db.query<{ id: number }>('SELECT id FROM clients WHERE name = $1', [LARGE_CLIENT]))[0];
  if (!client) {
    client = await one<{ id: number }>(db,
      `INSERT INTO clients (name, guid, display_name, debtor_number) VALUES ($1, '5d3f0c1e-8a4b-4c2d-9e6f-000000000100', 'Large Fleet B.V.', 'D-90001') RETURNING id`,
      [LARGE_CLIENT]);
    const id = client.id;
    await db.query(`INSERT INTO client_settings (client_id, email, phone_number, country_car_data, primary_color, secondary_color, primary_font_family, currency)
                    VALUES ($1, 'info@large.leasedesk.test', '+31 10 765 4321', 'NL', '#2d6a4f', '#f4a261', 'Inter, Arial, sans-serif', 'EUR')`, [id]);
    await db.query(`INSERT INTO client_licences (client_id, is_mobility_module_enabled, is_driver_license_check_enabled, has_lease_wise,
                      is_order_module_enabled, is_order_module_without_leasing_company) VALUES ($1, true, false, true, true, false)`, [id]);
    await db.query(`INSERT INTO client_languages (client_id, language_id, is_default)
                    SELECT $1, l.id, c.language_culture = 'nl-NL' FROM languages l JOIN cultures c ON c.id = l.culture_id
                    WHERE c.language_culture IN ('nl-NL', 'en-EN')`, [id]);
    const salt = createHash('sha256').update(`leasedesk-demo-salt:${LARGE_SUPERVISOR}`).digest().subarray(0, 16);
    await db.query(`INSERT INTO accounts (client_id, email_address, first_name, surname, role, password_hash, receives_order_emails)
                    VALUES ($1, $2, 'Lars', 'Groot', 'supervisor', $3, true)`, [id, LARGE_SUPERVISOR, await hashPassword(DEMO_PASSWORD, salt)]);
    for (const [name, type] of [['Leaseregeling Groot 2026', 'car'], ['Fietsplan Groot', 'bike']] as const) {
      const arrangement = await one<{ id: number }>(db,
        'INSERT INTO car_arrangements (client_id, display_name, data_object_type) VALUES ($1, $2, $3) RETURNING id', [id, name, type]);
      await db.query('INSERT INTO car_arrangement_settings (client_id, car_arrangement_id, is_active_online_for_drivers) VALUES ($1, $2, true)', [id, arrangement.id]);
      await db.query(`INSERT INTO car_arrangement_calculator_settings (client_id, car_arrangement_id, is_active_online_for_drivers, date_last_run)
                      VALUES ($1, $2, true, $3)`, [id, arrangement.id, now]);
      await db.query(`INSERT INTO categories (client_id, car_arrangement_id, category_number, display_name, norm_lease)
                      SELECT $1, $2, n, 'Categorie ' || n, CASE WHEN $3 = 'bike' THEN 40 * n ELSE 350 + 150 * n END FROM generate_series(1, 4) n`,
      [id, arrangement.id, type]);
    }
    const container = await one<{ id: number }>(db,
      `INSERT INTO mobility_containers (client_id, display_name, is_active) VALUES ($1, 'Mobiliteitsbudget Groot', true) RETURNING id`, [id]);
    await db.query(`INSERT INTO mobility_categories (client_id, mobility_container_id, display_name, max_budget)
                    VALUES ($1, $2, 'Basis', 300), ($1, $2, 'Plus', 600)`, [id, container.id]);
  }
  const id = client.id;
  await db.query('DELETE FROM orders WHERE client_id = $1', [id]);
  await db.query('DELETE FROM drivers WHERE client_id = $1', [id]);
  await db.query('DELETE FROM lease_system_debtors WHERE client_id = $1', [id]);
  const car = await one<{ id: number }>(db, `SELECT id FROM car_arrangements WHERE client_id = $1 AND data_object_type = 'car'`, [id]);
  const bike = await one<{ id: number }>(db, `SELECT id FROM car_arrangements WHERE client_id = $1 AND data_object_type = 'bike'`, [id]);
  const mobility = await one<{ id: number; container: number }>(db,
    'SELECT id, mobility_container_id AS container FROM mobility_categories WHERE client_id = $1 ORDER BY id LIMIT 1', [id]);

  // One statement for every driver; the row number i drives every field (no random values).
  await db.query(
    `INSERT INTO drivers (client_id, email_address, telephone_nr, first_name, prefix_surname, surname, debtor_number,
       lease_wise_driver_id, part_time_percentage, is_active, is_generic, is_blocked, is_watching_only, email_has_been_sent,
       date_email_sent, date_expiration, date_last_login, mobility_category_id)
     SELECT $1, 'driver' || i || '@large.leasedesk.test',
       CASE WHEN i % 13 = 12 THEN '' ELSE '+31 6 ' || lpad(((i * 7919) % 100000000)::text, 8, '0') END,
       (${sqlArray(FIRST)})[1 + i % ${FIRST.length}],
       (${sqlArray(PREFIX)})[1 + (i / 7) % ${PREFIX.length}],
       (${sqlArray(SURNAME)})[1 + (i * 11 + i / ${SURNAME.length}) % ${SURNAME.length}],
       CASE WHEN i % 5 = 0 THEN 'LRG-' || i END,
       CASE WHEN i % 4 = 0 THEN 'LWL-' || i END,
       CASE WHEN i % 7 = 0 THEN 80 ELSE 100 END,
       i % 23 <> 22, i % 97 = 96, i % 41 = 40, i % 53 = 52,
       i % 2 = 0, CASE WHEN i % 2 = 0 THEN $2::timestamptz - make_interval(days => 100 + i % 200) END,
       CASE WHEN i % 17 = 0 THEN ($2::timestamptz)::date + (CASE WHEN i % 34 = 0 THEN -9 ELSE 21 END) END,
       CASE WHEN i % 3 = 0 THEN $2::timestamptz - make_interval(days => i % 90) END,
       CASE WHEN i % 6 = 0 THEN $3::int END
     FROM generate_series(1, $4::int) AS i`,
    [id, now, mobility.id, count],
  );
  await db.query(
    `INSERT INTO driver_arrangement_bindings (client_id, driver_id, car_arrangement_id, category_id)
     SELECT d.client_id, d.id, a.id, (SELECT c.id FROM categories c WHERE c.car_arrangement_id = a.id ORDER BY c.category_number
                                      OFFSET d.id % 4 LIMIT 1)
     FROM drivers d JOIN car_arrangements a ON a.client_id = d.client_id AND (a.id = $2 OR (a.id = $3 AND d.id % 3 = 0))
     WHERE d.client_id = $1`,
    [id, car.id, bike.id],
  );
  await db.query(
    `INSERT INTO driver_mobility_container_bindings (client_id, driver_id, mobility_container_id)
     SELECT client_id, id, $2 FROM drivers WHERE client_id = $1 AND mobility_category_id IS NOT NULL`, [id, mobility.container]);
  await db.query(
    `INSERT INTO driver_order_statuses (client_id, driver_id, arrangement_type, has_ordered, date_ordered)
     SELECT client_id, id, 'car', true, $2::timestamptz - make_interval(days => id % 120) FROM drivers WHERE client_id = $1 AND id % 10 = 0`,
    [id, now],
  );
  await seedLeaseSystemDebtors(db, id, 'LRG-', 50);
  await db.query('ANALYZE drivers');
  await db.query('ANALYZE driver_arrangement_bindings');
  return id;
}

function countOption(argv: readonly string[], flag: string, env: string, min: number, max: number): number {
  const i = argv.indexOf(flag);
  const text = i >= 0 ? argv[i + 1] : process.env[env] ?? '100000';
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${flag} / ${env} must be ${min}..${max}, not ${text}`);
  return n;
}

async function main(): Promise<void> {
  const count = countOption(process.argv.slice(2), '--drivers', 'SEED_DRIVERS', 1, 5_000_000);
  const versions = countOption(process.argv.slice(2), '--versions', 'SEED_VERSIONS', 0, 2_000_000);
  const config = loadConfig();
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const started = performance.now();
    const id = await db.transaction((tx) => seedLargeClient(tx, count));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Client "${LARGE_CLIENT}" (id ${id}): ${count} drivers in ${seconds} s. Sign in as ${LARGE_SUPERVISOR} (/auth?clt=${LARGE_CLIENT}).`);
    const grown = performance.now();
    const added = await db.transaction((tx) => growCarCatalogue(tx, versions, new Date()));
    await db.query('ANALYZE car_types');
    console.log(`Car catalogue: ${added} versions added (at least ${versions} in all) in ${((performance.now() - grown) / 1000).toFixed(1)} s.`);
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
