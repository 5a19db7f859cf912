import type { ClientSetting, ClientSettingUpdate, Currency, Language, Licenses } from '../../src/api/types';
import type { Queryable } from '../db/db';
import { assignments, sentColumns, trimmed, type ColumnMap } from './sent-columns';
import { checkVersion, type IfMatch } from '../kit/version';

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

/**
 * Writes the fields the body sends (server/README.md, "Bodies") of one client; colours are stored
 * lower-case. Run in a transaction: the setting row is locked first and If-Match checked against its
 * version (412, nothing written), which every write raises, the display name (on clients) included.
 */
export async function updateSetting(tx: Queryable, clientId: number, update: ClientSettingUpdate, expected?: IfMatch): Promise<void> {
  const [locked] = await tx.query<{ version: number }>('SELECT version FROM client_settings WHERE client_id = $1 FOR UPDATE', [clientId]);
  if (!locked) return;
  checkVersion(expected, locked.version);
  const client = sentColumns(update, CLIENT_COLUMNS);
  if (client.columns.length > 0) await tx.query(`UPDATE clients SET ${assignments(client, 1)} WHERE id = $1`, [clientId, ...client.values]);
  const setting = sentColumns(update, SETTING_COLUMNS);
  // The schema demands at least one field, so every PUT is a change.
  await tx.query(`UPDATE client_settings SET ${[assignments(setting, 1), 'updated_at = now(), version = version + 1'].filter(Boolean).join(', ')}
    WHERE client_id = $1`, [clientId, ...setting.values]);
}

export async function findLicences(db: Queryable, clientId: number): Promise<Licenses | null> {
  const [row] = await db.query<Record<string, boolean>>('SELECT * FROM client_licences WHERE client_id = $1', [clientId]);
  if (!row) return null;
  return {
    isMobilityModuleEnabled: row.is_mobility_module_enabled === true,
    isDriverLicenseCheckEnabled: row.is_driver_license_check_enabled === true,
    hasLeaseWise: row.has_lease_wise === true,
    isOrderModuleEnabled: row.is_order_module_enabled === true,
    isOrderModuleWithoutLeasingCompany: row.is_order_module_without_leasing_company === true,
  };
}
