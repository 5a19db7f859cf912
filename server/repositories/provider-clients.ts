import { STALE_AFTER_DAYS, type AttentionFilter } from '../../contract/types/dashboard';
import type { Db, Queryable } from '../db/db';
import { everyWordCondition, pagedRows, type Page } from '../kit/read';
import { checkVersion, type IfMatch } from '../kit/version';
import { badRequest, conflict, notFound } from '../plugins/http-errors';
import { type ClientInput, type ProviderClient } from '../../contract/areas/provider-client';
import { assignments, insertList, sentColumns, trimmed, type ColumnMap } from './sent-columns';
import { replaceClientLanguages } from './client-settings';

/**
 * The master's client administration (routes/provider-clients.ts): every client of the provider, read and
 * written as one record over clients, client_settings, client_licences and client_languages. The record's
 * version is the client setting's (raised by PUT /clientsetting too), so a supervisor's save of the same
 * setting and a master's edit of the client never silently overwrite each other.
 */

const lowerCase = (text: string) => text.toLowerCase();

const CLIENT_COLUMNS: ColumnMap<ClientInput> = {
  name: ['name'], displayName: ['display_name', trimmed], debtorNumber: ['debtor_number', trimmed], isActive: ['is_active'],
};
const SETTING_COLUMNS: ColumnMap<ClientInput> = {
  email: ['email', trimmed], phoneNumber: ['phone_number', trimmed], countryCarData: ['country_car_data'], currency: ['currency'],
  primaryColor: ['primary_color', lowerCase], secondaryColor: ['secondary_color', lowerCase], primaryFontFamily: ['primary_font_family', trimmed],
};
const LICENCE_COLUMNS: ColumnMap<ClientInput> = {
  isMobilityModuleEnabled: ['is_mobility_module_enabled'], isDriverLicenseCheckEnabled: ['is_driver_license_check_enabled'],
  hasLeaseWise: ['has_lease_wise'], isOrderModuleEnabled: ['is_order_module_enabled'],
  isOrderModuleWithoutLeasingCompany: ['is_order_module_without_leasing_company'],
};

const cultureOf = (where: string) => `SELECT cu.language_culture FROM client_languages cl JOIN languages l ON l.id = cl.language_id
  JOIN cultures cu ON cu.id = l.culture_id WHERE cl.client_id = c.id${where} ORDER BY l.id`;

const LICENCE_SELECT = Object.entries(LICENCE_COLUMNS).map(([field, [column]]) => `COALESCE(li.${column}, false) AS "${field}"`).join(', ');

const CLIENT_SELECT = `c.id, s.version, c.name, c.display_name AS "displayName", c.debtor_number AS "debtorNumber", c.is_active AS "isActive",
  s.email, s.phone_number AS "phoneNumber", s.country_car_data AS "countryCarData", s.currency, s.primary_color AS "primaryColor",
  s.secondary_color AS "secondaryColor", s.primary_font_family AS "primaryFontFamily",
  ARRAY(${cultureOf('')}) AS languages, (${cultureOf(' AND cl.is_default')} LIMIT 1) AS "defaultLanguage", ${LICENCE_SELECT}`;

const CLIENT_FROM = 'clients c JOIN client_settings s ON s.client_id = c.id LEFT JOIN client_licences li ON li.client_id = c.id';

/** What the customer switcher searches (spec 01 §2): name, display name and debtor number. */
const SEARCHED = `c.name || ' ' || c.display_name || ' ' || c.debtor_number`;

export interface ProviderClientFilter {
  q?: string;
  /** The dashboard's named filter, with the request's moment. */
  attention?: { name: AttentionFilter<'providerClient'>; now: Date };
}

/**
 * The provider's "clients whose last run is old" (types-dashboard.ts): an active client with an arrangement active for
 * drivers whose last run is older than 7 days or missing — its drivers see lease prices that may be out of date.
 */
const ATTENTION_SQL: Record<AttentionFilter<'providerClient'>, (now: string) => string> = {
  staleRun: (now) => `c.is_active AND EXISTS (SELECT 1 FROM car_arrangement_calculator_settings cs
    WHERE cs.client_id = c.id AND cs.is_active_online_for_drivers
      AND (cs.date_last_run IS NULL OR cs.date_last_run < ${now}::timestamptz - interval '${STALE_AFTER_DAYS} days'))`,
};

/** The list's WHERE over `c` (clients), pushing its values with `add`; the dashboard counts with it too. */
export function providerClientConditions(filter: ProviderClientFilter, add: (value: unknown) => string): string {
  const where = [everyWordCondition(SEARCHED, filter.q ?? '', add)];
  if (filter.attention) where.push(ATTENTION_SQL[filter.attention.name](add(filter.attention.now.toISOString())));
  return where.join(' AND ');
}

/** The clients table as the list reads it, for a count over the same rows. */
export const PROVIDER_CLIENT_FROM = CLIENT_FROM;

export async function listProviderClients(db: Queryable, filter: ProviderClientFilter, page?: Page): Promise<{ rows: readonly ProviderClient[]; total: number }> {
  const params: unknown[] = [];
  const where = providerClientConditions(filter, (value) => `$${params.push(value)}`);
  return pagedRows<ProviderClient>(db, { select: CLIENT_SELECT, from: `${CLIENT_FROM} WHERE ${where}`, orderBy: 'lower(c.display_name), c.id' }, params, page);
}

export async function findProviderClient(db: Queryable, id: number): Promise<ProviderClient | undefined> {
  const [row] = await db.query<ProviderClient>(`SELECT ${CLIENT_SELECT} FROM ${CLIENT_FROM} WHERE c.id = $1`, [id]);
  return row;
}

const clientNotFound = (id: number) => notFound(`Client ${id} was not found.`);
export const DUPLICATE_CLIENT = 'A client with this name already exists.';
const UNIQUE_VIOLATION = '23505';

/** The client's languages as they will be: the default one of them (400 naming the field otherwise). */
function checkLanguages(languages: readonly string[], defaultLanguage: string): void {
  if (!languages.includes(defaultLanguage)) throw badRequest('body.defaultLanguage must be one of body.languages');
}

/** Replaces the client's languages, named by culture; every culture must be one the product has (400 otherwise). */
async function writeLanguages(tx: Queryable, clientId: number, languages: readonly string[], defaultLanguage: string): Promise<void> {
  const known = await tx.query<{ id: number; culture: string }>(
    'SELECT l.id, cu.language_culture AS culture FROM languages l JOIN cultures cu ON cu.id = l.culture_id WHERE cu.language_culture = ANY ($1::text[])', [languages]);
  const missing = languages.find((culture) => !known.some((k) => k.culture === culture));
  if (missing) throw badRequest(`body.languages: ${missing} is not a language of the product`);
  await replaceClientLanguages(tx, clientId, known.map((k) => ({ id: k.id, isDefault: k.culture === defaultLanguage })));
}

/** A taken name as the 409 it is, whichever write found it; anything else as it was. */
function duplicateAs(error: unknown): unknown {
  return (error as { code?: unknown }).code === UNIQUE_VIOLATION ? conflict(DUPLICATE_CLIENT) : error;
}

/** A new client with its setting, licences and languages: one transaction, so a refusal stores none of it. */
export async function createProviderClient(db: Db, input: ClientInput & Pick<ProviderClient, 'languages' | 'defaultLanguage'>): Promise<ProviderClient> {
  checkLanguages(input.languages, input.defaultLanguage);
  return db.transaction(async (tx) => {
    const client = sentColumns(input, CLIENT_COLUMNS);
    const [created] = await tx.query<{ id: number }>(`INSERT INTO clients ${insertList(client, [])} RETURNING id`, client.values);
    const id = created!.id;
    const setting = sentColumns(input, SETTING_COLUMNS);
    await tx.query(`INSERT INTO client_settings ${insertList(setting, ['client_id'])}`, [id, ...setting.values]);
    const licences = sentColumns(input, LICENCE_COLUMNS);
    await tx.query(`INSERT INTO client_licences ${insertList(licences, ['client_id'])}`, [id, ...licences.values]);
    await writeLanguages(tx, id, input.languages, input.defaultLanguage);
    return (await findProviderClient(tx, id))!;
  }).catch((error: unknown) => { throw duplicateAs(error); });
}

/** Who writes: a client cannot be deactivated by someone signed in to it or acting for it (they would lock themselves out). */
export interface ClientWriter {
  homeClientId: number;
  actingClientId: number;
}

/** UPDATE `table` SET the sent columns WHERE `key` = the client; nothing when none was sent. */
async function updateSent(tx: Queryable, table: string, key: string, clientId: number, input: ClientInput, map: ColumnMap<ClientInput>): Promise<boolean> {
  const sent = sentColumns(input, map);
  if (sent.columns.length === 0) return false;
  await tx.query(`UPDATE ${table} SET ${assignments(sent, 1)} WHERE ${key} = $1`, [clientId, ...sent.values]);
  return true;
}

/**
 * Writes what the body sends (the rest stays): locked on the client setting, If-Match checked against its
 * version (412, nothing written), the version raised when anything changed. The name is fixed once created:
 * sent back unchanged it is ignored, another value is a 400 (a sign-in address in use would stop working).
 */
export async function updateProviderClient(db: Db, id: number, input: ClientInput, expected: IfMatch, writer: ClientWriter): Promise<ProviderClient> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ version: number }>('SELECT version FROM client_settings WHERE client_id = $1 FOR UPDATE', [id]);
    if (!locked) throw clientNotFound(id);
    checkVersion(expected, locked.version);
    const stored = (await findProviderClient(tx, id))!;
    if (input.name !== undefined && input.name !== stored.name) throw badRequest('body.name cannot be changed once created');
    if (input.isActive === false && stored.isActive && (id === writer.homeClientId || id === writer.actingClientId)) {
      throw conflict('A client cannot be deactivated by someone signed in to it or acting for it: switch to another client first.');
    }
    const { name: _fixed, ...change } = input;
    const wrote = [
      await updateSent(tx, 'clients', 'id', id, change, CLIENT_COLUMNS),
      await updateSent(tx, 'client_settings', 'client_id', id, change, SETTING_COLUMNS),
      await updateSent(tx, 'client_licences', 'client_id', id, change, LICENCE_COLUMNS),
    ].some(Boolean);
    const languagesSent = change.languages !== undefined || change.defaultLanguage !== undefined;
    if (languagesSent) {
      const languages = change.languages ?? stored.languages;
      const defaultLanguage = change.defaultLanguage ?? stored.defaultLanguage;
      checkLanguages(languages, defaultLanguage);
      await writeLanguages(tx, id, languages, defaultLanguage);
    }
    if (wrote || languagesSent) await tx.query('UPDATE client_settings SET version = version + 1, updated_at = now() WHERE client_id = $1', [id]);
    return (await findProviderClient(tx, id))!;
  });
}
