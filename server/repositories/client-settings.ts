import type { ClientSetting, ClientSettingUpdate, Currency, Language, Licenses } from '../../contract/types/core';
import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import { assignments, sentColumns, trimmed, type ColumnMap } from './sent-columns';
import { checkVersion, type IfMatch } from '../kit/version';
import { badRequest } from '../plugins/http-errors';
import type { Upload } from '../plugins/uploads';
import { replacePublicImage } from './public-image';

/** Client settings, licences and languages, always selected by one client's id or name. */

export const blobUrl = (name: string | null): string | null =>
  name === null ? null : `/api-admin/blob?blobName=${encodeURIComponent(name)}`;

/**
 * blobUrl in SQL, for rows read whole by SQL (the resource kit): the URL of blob `blobId` of the row `row`'s
 * client, or null. Blob names hold only [A-Za-z0-9._-] (the blobs table's CHECK), so none needs encoding.
 */
export const blobUrlSql = (row: string, blobId: string): string =>
  `(SELECT '/api-admin/blob?blobName=' || b.name FROM blobs b WHERE b.client_id = ${row}.client_id AND b.id = ${row}.${blobId})`;

interface SettingRow {
  id: number;
  version: number;
  name: string;
  display_name: string;
  email: string;
  phone_number: string;
  logo_name: string | null;
  favicon_name: string | null;
  country_car_data: string;
  primary_color: string;
  secondary_color: string;
  primary_font_family: string;
  currency: Currency;
}

const SETTING_SELECT = `
  SELECT c.id, s.version, c.name, c.display_name, s.email, s.phone_number, lb.name AS logo_name, fb.name AS favicon_name,
         s.country_car_data, s.primary_color, s.secondary_color, s.primary_font_family, s.currency
  FROM clients c
  JOIN client_settings s ON s.client_id = c.id
  LEFT JOIN blobs lb ON lb.id = s.logo_blob_id
  LEFT JOIN blobs fb ON fb.id = s.favicon_blob_id
  WHERE c.is_active AND `;

export async function clientLanguages(db: Queryable, clientId: number): Promise<Language[]> {
  const rows = await db.query<{ id: number; display_name: string; is_default: boolean; language_culture: string }>(
    `SELECT l.id, l.display_name, cl.is_default, cu.language_culture
     FROM client_languages cl JOIN languages l ON l.id = cl.language_id JOIN cultures cu ON cu.id = l.culture_id
     WHERE cl.client_id = $1 ORDER BY cl.is_default DESC, l.id`,
    [clientId],
  );
  return rows.map((r) => ({ id: r.id, isDefault: r.is_default, displayName: r.display_name, culture: { languageCulture: r.language_culture } }));
}

/** The setting as the server answers it: the app's type plus the row version (also the ETag). */
export type VersionedClientSetting = ClientSetting & { version: number };

async function toSetting(db: Queryable, row: SettingRow | undefined): Promise<VersionedClientSetting | null> {
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    displayName: row.display_name,
    email: row.email,
    phoneNumber: row.phone_number,
    logoUrl: blobUrl(row.logo_name),
    faviconUrl: blobUrl(row.favicon_name),
    countryCarData: row.country_car_data,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    primaryFontFamily: row.primary_font_family,
    currency: row.currency,
    languages: await clientLanguages(db, row.id),
  };
}

export async function findSettingByClientId(db: Queryable, clientId: number): Promise<VersionedClientSetting | null> {
  return toSetting(db, (await db.query<SettingRow>(`${SETTING_SELECT} c.id = $1`, [clientId]))[0]);
}

export async function findSettingByClientName(db: Queryable, name: string): Promise<VersionedClientSetting | null> {
  return toSetting(db, (await db.query<SettingRow>(`${SETTING_SELECT} c.name = $1`, [name.toLowerCase()]))[0]);
}

const lowerCase = (text: string) => text.toLowerCase();
const CLIENT_COLUMNS: ColumnMap<ClientSettingUpdate> = { displayName: ['display_name', trimmed] };
const SETTING_COLUMNS: ColumnMap<ClientSettingUpdate> = {
  email: ['email', trimmed],
  phoneNumber: ['phone_number', trimmed],
  primaryColor: ['primary_color', lowerCase],
  secondaryColor: ['secondary_color', lowerCase],
  primaryFontFamily: ['primary_font_family', trimmed],
};

/** The client's languages as a PUT sends them: ids of known languages, exactly one the default. */
export type ClientLanguageChoice = Pick<Language, 'id' | 'isDefault'>;

/** The rules the schema cannot say (at least one language is its minItems); checked before anything is written. */
export function languagesProblem(languages: readonly ClientLanguageChoice[]): string | null {
  if (new Set(languages.map((l) => l.id)).size !== languages.length) return 'body.languages must not name a language twice';
  if (languages.filter((l) => l.isDefault).length !== 1) return 'body.languages must have exactly one default language';
  return null;
}

/** Replaces the client's languages (every one a language of the product: 400 otherwise); the client settings' and the provider's client form's. */
export async function replaceClientLanguages(tx: Queryable, clientId: number, languages: readonly ClientLanguageChoice[]): Promise<void> {
  const ids = languages.map((l) => l.id);
  const known = new Set((await tx.query<{ id: number }>('SELECT id FROM languages WHERE id = ANY ($1::int[])', [ids])).map((r) => r.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`body.languages names a language that does not exist: ${unknown.join(', ')}`);
  await tx.query('DELETE FROM client_languages WHERE client_id = $1', [clientId]);
  await tx.query(
    `INSERT INTO client_languages (client_id, language_id, is_default)
     SELECT $1, l.id, l.is_default FROM unnest($2::int[], $3::boolean[]) AS l (id, is_default)`,
    [clientId, ids, languages.map((l) => l.isDefault)]);
}

/** Locks the client's setting row and checks If-Match against its version (412, nothing written); null without a setting. */
async function lockSetting(tx: Queryable, clientId: number, expected?: IfMatch): Promise<{ logo: number | null; favicon: number | null } | null> {
  const [locked] = await tx.query<{ version: number; logo_blob_id: number | null; favicon_blob_id: number | null }>(
    'SELECT version, logo_blob_id, favicon_blob_id FROM client_settings WHERE client_id = $1 FOR UPDATE', [clientId]);
  if (!locked) return null;
  checkVersion(expected, locked.version);
  return { logo: locked.logo_blob_id, favicon: locked.favicon_blob_id };
}

/**
 * Writes the fields the body sends (server/README.md, "Bodies") of one client, its languages included (all
 * replaced by the ones sent, in the same transaction); colours are stored lower-case. Run in a transaction: the
 * setting row is locked first and If-Match checked against its version (412, nothing written), which every write
 * raises, the display name (on clients) included.
 */
export async function updateSetting(
  tx: Queryable, clientId: number, update: ClientSettingUpdate & { languages?: readonly ClientLanguageChoice[] }, expected?: IfMatch,
): Promise<void> {
  if (!(await lockSetting(tx, clientId, expected))) return;
  const client = sentColumns(update, CLIENT_COLUMNS);
  if (client.columns.length > 0) await tx.query(`UPDATE clients SET ${assignments(client, 1)} WHERE id = $1`, [clientId, ...client.values]);
  if (update.languages) await replaceClientLanguages(tx, clientId, update.languages);
  const setting = sentColumns(update, SETTING_COLUMNS);
  // The schema demands at least one field, so every PUT is a change.
  await tx.query(`UPDATE client_settings SET ${[assignments(setting, 1), 'updated_at = now(), version = version + 1'].filter(Boolean).join(', ')}
    WHERE client_id = $1`, [clientId, ...setting.values]);
}

/** The client's two images, each its own upload call (spec 01 §7). */
export type ClientImage = 'logo' | 'favicon';
const IMAGE_COLUMNS = { logo: ['logo_blob_id', 'cl'], favicon: ['favicon_blob_id', 'cf'] } as const;

/**
 * Stores `upload` as the client's logo or favicon, or removes it when null; the old file goes in the same
 * transaction. The version rises when something changed (the files are part of the setting GET shows), and
 * If-Match is honoured like a PUT's.
 */
export async function replaceClientImage(tx: Queryable, clientId: number, which: ClientImage, upload: Upload | null, expected?: IfMatch): Promise<void> {
  const current = await lockSetting(tx, clientId, expected);
  if (!current) return;
  const [column, prefix] = IMAGE_COLUMNS[which];
  await replacePublicImage(tx, {
    clientId, prefix, upload, current: current[which],
    point: (blobId) => tx.query(`UPDATE client_settings SET ${column} = $2, updated_at = now(), version = version + 1 WHERE client_id = $1`, [clientId, blobId]),
  });
}

export async function findLicences(db: Queryable, clientId: number): Promise<Licenses | null> {
  const [row] = await rememberedQuery<Record<string, boolean>>(db, 'SELECT * FROM client_licences WHERE client_id = $1', [clientId]);
  if (!row) return null;
  return {
    isMobilityModuleEnabled: row.is_mobility_module_enabled === true,
    isDriverLicenseCheckEnabled: row.is_driver_license_check_enabled === true,
    hasLeaseWise: row.has_lease_wise === true,
    isOrderModuleEnabled: row.is_order_module_enabled === true,
    isOrderModuleWithoutLeasingCompany: row.is_order_module_without_leasing_company === true,
  };
}
