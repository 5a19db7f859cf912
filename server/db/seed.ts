import { createHash } from 'node:crypto';
import type { Db, Queryable } from './db';
import { hashPassword } from '../auth/passwords';
import { MIGRATION_LOCK_KEY } from './migrate';
import { insertRows } from './sql';
import { DEMO_ACCOUNTS, DEMO_CLIENT, DEMO_PASSWORD, POLISH_CLIENT } from './demo-accounts';
import { CULTURES, PRODUCTS, SEED_CLIENTS, faviconBlobName, faviconSvg, logoBlobName, logoSvg } from './seed-data';

type IdBy<K extends string> = { id: number } & Record<K, string>;

function byKey<K extends string>(rows: IdBy<K>[], key: K): Map<string, number> {
  return new Map(rows.map((row) => [row[key], row.id]));
}

function idOf(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed: no id for ${key}`);
  return id;
}

/**
 * The demo password is public, so its salts may be too: deriving them from the address keeps the
 * seeded hashes, like the rest of the seed, identical on every fresh database.
 */
function demoSalt(email: string): Buffer {
  return createHash('sha256').update(`leasedesk-demo-salt:${email}`).digest().subarray(0, 16);
}

/** Applies the demo seed when the database has no client yet; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(DEMO_PASSWORD, demoSalt(a.email))));
  return db.transaction(async (tx) => {
    // Two nodes starting at once: the second waits, then finds clients and does nothing.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM clients')) as [{ n: number }];
    if (n > 0) return false;
    await seedReferenceData(tx);
    await seedClients(tx, hashes);
    return true;
  });
}

async function seedReferenceData(tx: Queryable): Promise<void> {
  const cultures = await insertRows<IdBy<'language_culture'>>(tx, 'cultures', ['language_culture', 'display_name'],
    CULTURES, 'id, language_culture');
  await insertRows(tx, 'languages', ['culture_id', 'display_name'], CULTURES.map(([culture, name]) => [
    idOf(byKey(cultures, 'language_culture'), culture), name]));
  await insertRows(tx, 'products', ['code', 'name', 'url'], PRODUCTS);
}

async function seedClients(tx: Queryable, hashes: string[]): Promise<void> {
  const clients = byKey(await insertRows<IdBy<'name'>>(tx, 'clients', ['name', 'guid', 'display_name', 'debtor_number'],
    SEED_CLIENTS.map((c) => [c.name, c.guid, c.displayName, c.debtorNumber]), 'id, name'), 'name');

  const blobs = byKey(await insertRows<IdBy<'name'>>(tx, 'blobs', ['client_id', 'name', 'content_type', 'data', 'is_public'],
    SEED_CLIENTS.flatMap((c) => [
      [idOf(clients, c.name), logoBlobName(c.name), 'image/svg+xml', Buffer.from(logoSvg(c)), true],
      [idOf(clients, c.name), faviconBlobName(c.name), 'image/svg+xml', Buffer.from(faviconSvg(c)), true],
    ]), 'id, name'), 'name');

  await insertRows(tx, 'client_settings', ['client_id', 'email', 'phone_number', 'logo_blob_id', 'favicon_blob_id',
    'country_car_data', 'primary_color', 'secondary_color', 'primary_font_family', 'currency'],
    SEED_CLIENTS.map((c) => [idOf(clients, c.name), c.email, c.phoneNumber, idOf(blobs, logoBlobName(c.name)),
      idOf(blobs, faviconBlobName(c.name)), c.countryCarData, c.primaryColor, c.secondaryColor, c.primaryFontFamily, c.currency]), '');

  await insertRows(tx, 'client_licences', ['client_id', 'is_mobility_module_enabled', 'is_driver_license_check_enabled',
    'has_lease_wise', 'is_order_module_enabled', 'is_order_module_without_leasing_company'],
    SEED_CLIENTS.map((c) => [idOf(clients, c.name), ...c.licences]), '');

  const languages = byKey(await tx.query<IdBy<'language_culture'>>(
    'SELECT l.id, c.language_culture FROM languages l JOIN cultures c ON c.id = l.culture_id'), 'language_culture');
  await insertRows(tx, 'client_languages', ['client_id', 'language_id', 'is_default'],
    SEED_CLIENTS.flatMap((c) => c.cultures.map((culture) => [idOf(clients, c.name), idOf(languages, culture), culture === c.defaultCulture])), '');

  const accounts = byKey(await insertRows<IdBy<'email_address'>>(tx, 'accounts',
    ['client_id', 'email_address', 'first_name', 'surname', 'role', 'password_hash', 'receives_order_emails'],
    DEMO_ACCOUNTS.map((a, i) => [idOf(clients, a.clientName), a.email, a.firstName, a.surname, a.role, hashes[i],
      a.role === 'supervisor']), 'id, email_address'), 'email_address');

  const demo = idOf(clients, DEMO_CLIENT);
  const polish = idOf(clients, POLISH_CLIENT);
  const master = idOf(accounts, 'master@demo.leasedesk.test');
  const subsupervisor = idOf(accounts, 'subsupervisor@demo.leasedesk.test');
  const products = byKey(await tx.query<IdBy<'code'>>('SELECT id, code FROM products'), 'code');
  await insertRows(tx, 'account_products', ['client_id', 'account_id', 'product_id'],
    PRODUCTS.map(([code]) => [demo, master, idOf(products, code)]), '');

  const companies = byKey(await insertRows<IdBy<'name'>>(tx, 'operating_companies', ['client_id', 'name', 'city'], [
    [demo, 'Demo Mobility Noord', 'Groningen'],
    [demo, 'Demo Mobility Zuid', 'Eindhoven'],
    [polish, 'Flota Warszawa', 'Warszawa'],
  ], 'id, name'), 'name');
  // The sub-supervisor administers one operating company only, to show scoping.
  await insertRows(tx, 'account_operating_companies', ['client_id', 'account_id', 'operating_company_id'],
    [[demo, subsupervisor, idOf(companies, 'Demo Mobility Noord')]], '');

  const arrangements = await insertRows<{ id: number; client_id: number }>(tx, 'car_arrangements',
    ['client_id', 'display_name', 'data_object_type', 'mantel_number'], [
      [demo, 'Leaseregeling 2026', 'car', 'M-1001'],
      [demo, 'Fietsplan', 'bike', null],
      [polish, 'Flota 2026', 'car', 'PL-2001'],
    ], 'id, client_id');
  const settingRows = arrangements.map((a) => [a.client_id, a.id, true]);
  await insertRows(tx, 'car_arrangement_settings', ['client_id', 'car_arrangement_id', 'is_active_online_for_drivers'], settingRows, '');
  await insertRows(tx, 'car_arrangement_calculator_settings', ['client_id', 'car_arrangement_id', 'is_active_online_for_drivers'], settingRows, '');

  const [container] = await insertRows(tx, 'mobility_containers', ['client_id', 'display_name', 'is_active'],
    [[demo, 'Mobiliteitsbudget', true]]);
  await insertRows(tx, 'account_mobility_container_bindings', ['client_id', 'account_id', 'mobility_container_id'],
    [[demo, subsupervisor, container!.id]], '');
}
