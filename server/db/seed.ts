import { createHash } from 'node:crypto';
import type { Db, Queryable } from './db';
import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import { MIGRATION_LOCK_KEY } from './migrate';
import { insertRows } from './sql';
import { seedBulkHistory } from './seed-bulk-history';
import { seedKitAreas } from './seed-kit';
import { seedLeaseSystem } from './seed-lease-system';
import { seedDealers } from './seed-dealers';
import { seedMailSettings } from './seed-mail-settings';
import { seedMailLog } from './seed-mail-log';
import { seedDemoMailTemplates, seedMailTemplateLevel } from './seed-mail-templates';
import { seedFixedLeasePrices } from './seed-fixed-lease-prices';
import { seedBulkComparer } from './seed-bulk-comparer';
import { seedReleaseNotes } from './seed-release-notes';
import { seedArrangementSettings } from './seed-arrangement-settings';
import { seedDeviations } from './seed-deviations';
import { seedCalculatorDurations } from './seed-calculator-durations';
import { seedDriverDetails, seedLeaseSystemDebtors, seedOrders } from './seed-orders';
import { DEMO_ACCOUNTS, DEMO_CLIENT, DEMO_PASSWORD } from './demo-accounts';
import { CULTURES, PRODUCTS, SEED_CLIENTS, faviconBlobName, faviconSvg, logoBlobName, logoSvg } from './seed-data';
import {
  MOBILITY_CARDS, OPERATING_COMPANIES, SEED_ARRANGEMENTS, SEED_CONTAINERS, demoDrivers, polishDrivers, type SeedDriver,
} from './seed-domain';

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

/**
 * Applies the demo seed when the database has no client yet; returns whether it did. `now` anchors the
 * few relative dates (calculator last runs, driver expiry dates).
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  // An invited account has no password yet.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => (a.state === 'invited' ? null : hashPassword(DEMO_PASSWORD, demoSalt(a.email)))));
  return db.transaction(async (tx) => {
    // Two nodes starting at once: the second waits, then finds clients and does nothing.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM clients')) as [{ n: number }];
    if (n > 0) return false;
    await seedReferenceData(tx, now);
    await seedClients(tx, hashes, now);
    return true;
  });
}

async function seedReferenceData(tx: Queryable, now: Date): Promise<void> {
  const cultures = await insertRows<IdBy<'language_culture'>>(tx, 'cultures', ['language_culture', 'display_name'],
    CULTURES, 'id, language_culture');
  await insertRows(tx, 'languages', ['culture_id', 'display_name'], CULTURES.map(([culture, name]) => [
    idOf(byKey(cultures, 'language_culture'), culture), name]));
  await insertRows(tx, 'products', ['code', 'name', 'url'], PRODUCTS);
  await seedMailTemplateLevel(tx);
  await seedReleaseNotes(tx, now);
}

async function seedClients(tx: Queryable, hashes: (string | null)[], now: Date): Promise<void> {
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
    ['client_id', 'email_address', 'first_name', 'surname', 'role', 'password_hash', 'receives_order_emails', 'is_active', 'is_scoped'],
    DEMO_ACCOUNTS.map((a, i) => [idOf(clients, a.clientName), a.email, a.firstName, a.surname, a.role, hashes[i],
      a.role === 'supervisor', a.state !== 'inactive', a.email === 'subsupervisor@demo.leasedesk.test' || a.arrangements !== undefined]),
    'id, email_address'), 'email_address');

  const demo = idOf(clients, DEMO_CLIENT);
  const master = idOf(accounts, 'master@demo.leasedesk.test');
  const subsupervisor = idOf(accounts, 'subsupervisor@demo.leasedesk.test');
  const products = byKey(await tx.query<IdBy<'code'>>('SELECT id, code FROM products'), 'code');
  await insertRows(tx, 'account_products', ['client_id', 'account_id', 'product_id'],
    PRODUCTS.map(([code]) => [demo, master, idOf(products, code)]), '');

  const companies = byKey(await insertRows<IdBy<'name'>>(tx, 'operating_companies', ['client_id', 'name', 'city'],
    OPERATING_COMPANIES.map(([client, name, city]) => [idOf(clients, client), name, city]), 'id, name'), 'name');
  // The sub-supervisor administers one operating company only, to show scoping.
  await insertRows(tx, 'account_operating_companies', ['client_id', 'account_id', 'operating_company_id'],
    [[demo, subsupervisor, idOf(companies, 'Demo Mobility Noord')]], '');

  const arrangements = await seedArrangements(tx, clients, companies, now);
  await insertRows(tx, 'account_car_arrangements', ['client_id', 'account_id', 'car_arrangement_id'],
    DEMO_ACCOUNTS.flatMap((a) => (a.arrangements ?? []).map((name) => [idOf(clients, a.clientName), idOf(accounts, a.email),
      idOf(arrangements.ids, `${a.clientName}/${name}`)])), '');
  await seedPendingInvitations(tx, clients, accounts, now);
  const containers = await seedContainers(tx, clients, arrangements);
  await insertRows(tx, 'account_mobility_container_bindings', ['client_id', 'account_id', 'mobility_container_id'],
    [[demo, subsupervisor, idOf(containers.ids, 'Mobiliteitsbudget')]], '');
  await seedDrivers(tx, [...demoDrivers(), ...polishDrivers()], clients, companies, arrangements, containers, now);
  await seedDriverDetails(tx, demo, now);
  await seedLeaseSystemDebtors(tx, demo, 'DEB-0', 50);
  await seedOrders(tx, demo, idOf(containers.ids, 'Mobiliteitsbudget'), now);
  await seedKitAreas(tx, demo, new Map([...arrangements.ids].filter(([key]) => key.startsWith(`${DEMO_CLIENT}/`))
    .map(([key, id]) => [key.slice(DEMO_CLIENT.length + 1), id])), now);
  await seedLeaseSystem(tx, demo);
  await seedDeviations(tx, demo);
  await seedCalculatorDurations(tx, demo);
  await seedArrangementSettings(tx, demo);
  await seedDealers(tx, demo);
  await seedFixedLeasePrices(tx, demo);
  await seedMailSettings(tx, demo, idOf(arrangements.ids, `${DEMO_CLIENT}/Leaseregeling 2026`), idOf(containers.ids, 'Mobiliteitsbudget'));
  await seedDemoMailTemplates(tx, demo, idOf(arrangements.ids, `${DEMO_CLIENT}/Leaseregeling 2026`));
  await seedMailLog(tx, demo, now);
  // The comparer's profiles and an older run of the arrangements the seeded run below does not price: before it, so that
  // run stays the latest (bulkstatus reads the newest run).
  await seedBulkComparer(tx, clients, master, now, idOf(arrangements.ids, `${DEMO_CLIENT}/Leaseregeling 2026`));
  // Last: the run prices the arrangement with everything above (settings, deviations, fixed prices) in place.
  await seedBulkHistory(tx, demo, idOf(arrangements.ids, `${DEMO_CLIENT}/Leaseregeling 2026`), idOf(accounts, 'supervisor@demo.leasedesk.test'),
    daysBefore(now, SEED_ARRANGEMENTS.find((a) => a.displayName === 'Leaseregeling 2026')!.lastRunDaysAgo!));
}

/** The invited demo account's link: a key nobody knows (only its hash is stored), so the list shows it pending until reissued. */
async function seedPendingInvitations(tx: Queryable, clients: Map<string, number>, accounts: Map<string, number>, now: Date): Promise<void> {
  const expires = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  await insertRows(tx, 'account_invitations', ['key_hash', 'client_id', 'account_id', 'created_at', 'expires_at'],
    DEMO_ACCOUNTS.filter((a) => a.state === 'invited')
      .map((a) => [hashToken(newToken()), idOf(clients, a.clientName), idOf(accounts, a.email), now, expires]), '');
}

interface SeededArrangements {
  /** Arrangement id by "client/displayName". */
  ids: Map<string, number>;
  /** Category id by "arrangementId/categoryNumber". */
  categories: Map<string, number>;
}

const DAY_MS = 24 * 3600 * 1000;
const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

async function seedArrangements(tx: Queryable, clients: Map<string, number>, companies: Map<string, number>, now: Date): Promise<SeededArrangements> {
  const rows = await insertRows<{ id: number; client_id: number; display_name: string }>(tx, 'car_arrangements',
    ['client_id', 'display_name', 'data_object_type', 'mantel_number', 'is_mantel_contract_valid'],
    SEED_ARRANGEMENTS.map((a) => [idOf(clients, a.client), a.displayName, a.type, a.mantelNumber, a.isMantelContractValid]),
    'id, client_id, display_name');
  const ids = new Map(rows.map((r, i) => [`${SEED_ARRANGEMENTS[i]!.client}/${r.display_name}`, r.id]));
  const withIds = SEED_ARRANGEMENTS.map((a, i) => ({ ...a, id: rows[i]!.id, clientId: rows[i]!.client_id }));

  await insertRows(tx, 'car_arrangement_settings', ['client_id', 'car_arrangement_id', 'is_active_online_for_drivers'],
    withIds.map((a) => [a.clientId, a.id, a.isActiveOnlineForDrivers]), '');
  await insertRows(tx, 'car_arrangement_calculator_settings',
    ['client_id', 'car_arrangement_id', 'is_active_online_for_drivers', 'date_last_run'],
    withIds.map((a) => [a.clientId, a.id, a.isActiveOnlineForDrivers, a.lastRunDaysAgo === null ? null : daysBefore(now, a.lastRunDaysAgo)]), '');
  const categoryRows = await insertRows<{ id: number; car_arrangement_id: number; category_number: number }>(tx, 'categories',
    ['client_id', 'car_arrangement_id', 'category_number', 'display_name', 'norm_lease'],
    withIds.flatMap((a) => a.categories.map(([number, name, normLease]) => [a.clientId, a.id, number, name, normLease])),
    'id, car_arrangement_id, category_number');
  await insertRows(tx, 'operating_company_car_arrangements', ['client_id', 'operating_company_id', 'car_arrangement_id'],
    withIds.flatMap((a) => a.operatingCompanies.map((company) => [a.clientId, idOf(companies, company), a.id])), '');
  return { ids, categories: new Map(categoryRows.map((c) => [`${c.car_arrangement_id}/${c.category_number}`, c.id])) };
}

interface SeededContainers {
  ids: Map<string, number>;
  /** Mobility category id by "containerName/categoryName". */
  categories: Map<string, number>;
}

async function seedContainers(tx: Queryable, clients: Map<string, number>, arrangements: SeededArrangements): Promise<SeededContainers> {
  const rows = await insertRows<{ id: number }>(tx, 'mobility_containers', ['client_id', 'display_name', 'is_active'],
    SEED_CONTAINERS.map((c) => [idOf(clients, c.client), c.displayName, c.isActive]));
  const containers = SEED_CONTAINERS.map((c, i) => ({ ...c, id: rows[i]!.id, clientId: idOf(clients, c.client) }));
  const categoryRows = await insertRows<{ id: number }>(tx, 'mobility_categories',
    ['client_id', 'mobility_container_id', 'display_name', 'max_budget'],
    containers.flatMap((c) => c.categories.map(([name, budget]) => [c.clientId, c.id, name, budget])));
  const categoryKeys = containers.flatMap((c) => c.categories.map(([name]) => `${c.displayName}/${name}`));
  const categories = new Map(categoryRows.map((r, i) => [categoryKeys[i]!, r.id]));

  // A card is its product's own (migration 0022): its name and value are written on the product.
  const cardValue = new Map<string, number>(MOBILITY_CARDS);
  await insertRows(tx, 'mobility_products',
    ['client_id', 'mobility_container_id', 'mobility_category_id', 'display_name', 'type', 'car_arrangement_id', 'card_display_name', 'card_value'],
    containers.flatMap((c) => c.products.map(([name, target, category]) => [
      c.clientId, c.id, category === null ? null : idOf(categories, `${c.displayName}/${category}`), name,
      'arrangement' in target ? 'arrangement' : 'card',
      'arrangement' in target ? idOf(arrangements.ids, `${c.client}/${target.arrangement}`) : null,
      'card' in target ? target.card : null,
      'card' in target ? cardValue.get(target.card)! : null,
    ])), '');
  return { ids: new Map(containers.map((c) => [c.displayName, c.id])), categories };
}

async function seedDrivers(
  tx: Queryable,
  drivers: readonly SeedDriver[],
  clients: Map<string, number>,
  companies: Map<string, number>,
  arrangements: SeededArrangements,
  containers: SeededContainers,
  now: Date,
): Promise<void> {
  const budget = 'Mobiliteitsbudget';
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const rows = await insertRows<{ id: number }>(tx, 'drivers',
    ['client_id', 'email_address', 'telephone_nr', 'first_name', 'prefix_surname', 'surname', 'is_active', 'is_blocked',
      'is_generic', 'date_expiration', 'operating_company_id', 'mobility_category_id'],
    drivers.map((d) => [idOf(clients, d.client), d.emailAddress, d.telephoneNr, d.firstName, d.prefixSurname, d.surname,
      d.isActive, d.isBlocked, d.isGeneric,
      d.expiresInDays === null ? null : new Date(today.getTime() + d.expiresInDays * DAY_MS).toISOString().slice(0, 10),
      d.operatingCompany === null ? null : idOf(companies, d.operatingCompany),
      d.mobilityCategory === null ? null : idOf(containers.categories, `${budget}/${d.mobilityCategory}`)]));
  const withIds = drivers.map((d, i) => ({ ...d, id: rows[i]!.id, clientId: idOf(clients, d.client) }));

  await insertRows(tx, 'driver_arrangement_bindings', ['client_id', 'driver_id', 'car_arrangement_id', 'category_id'],
    withIds.flatMap((d) => d.bindings.map(([arrangement, categoryNumber]) => {
      const arrangementId = idOf(arrangements.ids, `${d.client}/${arrangement}`);
      return [d.clientId, d.id, arrangementId, idOf(arrangements.categories, `${arrangementId}/${categoryNumber}`)];
    })), '');
  await insertRows(tx, 'driver_mobility_container_bindings', ['client_id', 'driver_id', 'mobility_container_id'],
    withIds.filter((d) => d.mobilityCategory !== null).map((d) => [d.clientId, d.id, idOf(containers.ids, budget)]), '');
}
