import type { ArrangementSetting, ArrangementType } from '../../contract/types/core';
import type { Db, Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import { checkVersion, type IfMatch } from '../kit/version';
import { badRequest, notFound } from '../plugins/http-errors';
import type { Upload } from '../plugins/uploads';
import { ORDERED_PAIRS, SETTING_COLUMNS } from '../../contract/areas/arrangement-settings';
import { SETTING_DEFAULTS, columnOf, type ArrangementSettingUpdate, type SettingColumnName, type SettingColumns } from '../routes/arrangement-setting-schemas';
import { durationKmOf } from './calculator-setting';
import { blobUrl } from './client-settings';
import { replacePublicImage } from './public-image';
import type { Reach } from './scope';

/**
 * An arrangement's settings (spec 02 §3, §7; issue 14 point 3), within the caller's reach. "Active online for
 * drivers" is the calculator setting's flag (one truth with the sidebar dot and the banners); durations and
 * kilometres are the calculator setting's too, shown here read-only. An arrangement created outside the API
 * may lack its settings row: it reads as the columns' defaults and the first write stores the row.
 */

export interface ArrangementFilter {
  id?: number;
}

/** The arrangement setting as GET answers it: every setting, plus the arrangement it belongs to (spec 01 §3). */
export interface ArrangementSettingRow extends ArrangementSetting, SettingColumns {
  version?: number;
  carArrangement: { id: number; displayName: string; dataObject: { type: ArrangementType } };
  segmentsIncluded: string[];
  segmentsExcluded: string[];
  durationKm: Awaited<ReturnType<typeof durationKmOf>>;
}

const FIELDS = Object.keys(SETTING_COLUMNS) as SettingColumnName[];

/** A stored row's columns as fields (to_jsonb gives numeric columns as JSON numbers); a missing row as the columns' defaults. */
function settingFields(stored: Record<string, unknown> | null): SettingColumns {
  return Object.fromEntries(FIELDS.map((field) => [
    field, stored ? stored[columnOf(field)] ?? null : SETTING_DEFAULTS[field] ?? null,
  ])) as SettingColumns;
}

interface SettingQueryRow {
  id: number;
  display_name: string;
  data_object_type: ArrangementType;
  stored: Record<string, unknown> | null;
  is_active_online_for_drivers: boolean;
  logo_name: string | null;
  segments: { code: string; included: boolean }[] | string;
}

export async function listArrangementSettings(db: Queryable, reach: Reach, filter: ArrangementFilter = {}): Promise<ArrangementSettingRow[]> {
  const rows = await rememberedQuery<SettingQueryRow>(db,
    `SELECT ca.id, ca.display_name, ca.data_object_type, to_jsonb(s) AS stored,
            coalesce(cs.is_active_online_for_drivers, false) AS is_active_online_for_drivers, b.name AS logo_name,
            coalesce((SELECT json_agg(json_build_object('code', sg.segment_code, 'included', a.is_included) ORDER BY sg.segment_code)
                      FROM car_arrangement_segments a JOIN segments sg ON sg.id = a.segment_id
                      WHERE a.client_id = ca.client_id AND a.car_arrangement_id = ca.id), '[]'::json) AS segments
     FROM car_arrangements ca
     LEFT JOIN car_arrangement_settings s ON s.client_id = ca.client_id AND s.car_arrangement_id = ca.id
     LEFT JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
     LEFT JOIN blobs b ON b.client_id = s.client_id AND b.id = s.logo_blob_id
     WHERE ca.client_id = $1 AND ($2::int[] IS NULL OR ca.id = ANY ($2::int[])) AND ($3::int IS NULL OR ca.id = $3)
     ORDER BY lower(ca.display_name), ca.id`,
    [reach.clientId, reach.arrangementIds, filter.id ?? null],
  );
  return Promise.all(rows.map(async (r) => {
    const stored = typeof r.stored === 'string' ? (JSON.parse(r.stored) as Record<string, unknown>) : r.stored;
    const segments = typeof r.segments === 'string' ? (JSON.parse(r.segments) as { code: string; included: boolean }[]) : r.segments;
    return {
      carArrangementId: r.id,
      // No version: the arrangement has no settings row yet (the first PUT stores one).
      ...(stored ? { version: Number(stored.version) } : {}),
      isActiveOnlineForDrivers: r.is_active_online_for_drivers,
      ...settingFields(stored),
      segmentsIncluded: segments.filter((s) => s.included).map((s) => s.code),
      segmentsExcluded: segments.filter((s) => !s.included).map((s) => s.code),
      durationKm: await durationKmOf(db, reach.clientId, r.id),
      logoUrl: blobUrl(r.logo_name),
      carArrangement: { id: r.id, displayName: r.display_name, dataObject: { type: r.data_object_type } },
    };
  }));
}

/** The segment catalogue (GET /segments): `segmentID`, `segmentCode` as spec 01 §3 names them, and the name. */
export async function listSegments(db: Queryable): Promise<{ segmentID: number; segmentCode: string; name: string }[]> {
  return db.query('SELECT id AS "segmentID", segment_code AS "segmentCode", name FROM segments ORDER BY segment_code');
}

/** The arrangement is the client's and in the caller's reach, else 404 like an unknown id (also before a byte of an upload is read). */
export async function checkSettingReach(db: Queryable, reach: Reach, id: number): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM car_arrangements WHERE client_id = $1 AND id = $2', [reach.clientId, id]);
  if (!row || (reach.arrangementIds !== null && !reach.arrangementIds.includes(id))) throw notFound(`Car arrangement ${id} was not found.`);
}

/**
 * Locks the arrangement's settings row (stored with the defaults first when it has none) after checking the
 * arrangement is in reach: 404 otherwise, like an unknown id. Answers the stored fields.
 */
async function lockSetting(tx: Queryable, reach: Reach, id: number): Promise<{ version: number; fields: SettingColumns; logoBlobId: number | null }> {
  await checkSettingReach(tx, reach, id);
  await tx.query('INSERT INTO car_arrangement_settings (client_id, car_arrangement_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [reach.clientId, id]);
  const [row] = await tx.query<{ stored: Record<string, unknown> | string }>(
    'SELECT to_jsonb(s) AS stored FROM car_arrangement_settings s WHERE client_id = $1 AND car_arrangement_id = $2 FOR UPDATE', [reach.clientId, id]);
  const stored = typeof row!.stored === 'string' ? (JSON.parse(row!.stored) as Record<string, unknown>) : row!.stored;
  return { version: Number(stored.version), fields: settingFields(stored), logoBlobId: (stored.logo_blob_id as number | null) ?? null };
}

/** Rules between fields, on the settings as they will be; the reason names the sent field. */
function settingsProblem(next: SettingColumns, body: ArrangementSettingUpdate): string | null {
  for (const [low, high] of ORDERED_PAIRS) {
    const [a, b] = [next[low], next[high]];
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      return body[low] !== undefined ? `body.${low} must not be more than ${high}` : `body.${high} must not be less than ${low}`;
    }
  }
  if (next.maxOptionsDeviationUnit === 'percentage' && (next.maxOptionsDeviation ?? 0) > 100) {
    return 'body.maxOptionsDeviation must be at most 100 when maxOptionsDeviationUnit is percentage';
  }
  return null;
}

async function storedSegments(tx: Queryable, clientId: number, id: number): Promise<{ included: string[]; excluded: string[] }> {
  const rows = await tx.query<{ code: string; is_included: boolean }>(
    `SELECT sg.segment_code AS code, a.is_included FROM car_arrangement_segments a JOIN segments sg ON sg.id = a.segment_id
     WHERE a.client_id = $1 AND a.car_arrangement_id = $2`, [clientId, id]);
  return { included: rows.filter((r) => r.is_included).map((r) => r.code), excluded: rows.filter((r) => !r.is_included).map((r) => r.code) };
}

/** Replaces the included and excluded segments: every code known to the catalogue, none in both lists. */
async function writeSegments(tx: Queryable, clientId: number, id: number, body: ArrangementSettingUpdate): Promise<void> {
  if (body.segmentsIncluded === undefined && body.segmentsExcluded === undefined) return;
  const stored = await storedSegments(tx, clientId, id);
  const included = body.segmentsIncluded ?? stored.included;
  const excluded = body.segmentsExcluded ?? stored.excluded;
  const field = body.segmentsExcluded !== undefined ? 'segmentsExcluded' : 'segmentsIncluded';
  const both = excluded.find((code) => included.includes(code));
  if (both !== undefined) throw badRequest(`body.${field}: segment ${both} cannot be both included and excluded`);
  const known = await tx.query<{ id: number; segment_code: string }>('SELECT id, segment_code FROM segments WHERE segment_code = ANY ($1::text[])', [[...included, ...excluded]]);
  for (const [name, codes] of [['segmentsIncluded', included], ['segmentsExcluded', excluded]] as const) {
    const unknown = codes.find((code) => !known.some((k) => k.segment_code === code));
    if (unknown !== undefined) throw badRequest(`body.${name}: segment ${unknown} is not in the catalogue`);
  }
  await tx.query('DELETE FROM car_arrangement_segments WHERE client_id = $1 AND car_arrangement_id = $2', [clientId, id]);
  await tx.query(
    `INSERT INTO car_arrangement_segments (client_id, car_arrangement_id, segment_id, is_included)
     SELECT $1, $2, id, segment_code = ANY ($3::text[]) FROM segments WHERE segment_code = ANY ($4::text[])`,
    [clientId, id, included, [...included, ...excluded]]);
}

/** The calculator setting's flag (one truth, migration 0017); its version is raised so a stale calculator form gets a 412. */
async function writeActiveFlag(tx: Queryable, clientId: number, id: number, active: boolean | undefined): Promise<void> {
  if (active === undefined) return;
  const [changed] = await tx.query(
    `UPDATE car_arrangement_calculator_settings SET is_active_online_for_drivers = $3, version = version + 1
     WHERE client_id = $1 AND car_arrangement_id = $2 AND is_active_online_for_drivers <> $3 RETURNING 1`, [clientId, id, active]);
  // Without a calculator setting the arrangement reads as inactive: only switching it on needs one.
  if (!changed && active) {
    await tx.query(
      `INSERT INTO car_arrangement_calculator_settings (client_id, car_arrangement_id, is_active_online_for_drivers)
       VALUES ($1, $2, true) ON CONFLICT (car_arrangement_id) DO NOTHING`, [clientId, id]);
  }
}

export async function updateArrangementSetting(db: Db, reach: Reach, body: ArrangementSettingUpdate, expected: IfMatch): Promise<void> {
  await db.transaction(async (tx) => {
    const id = body.carArrangementId;
    const locked = await lockSetting(tx, reach, id);
    checkVersion(expected, locked.version);
    const sent = FIELDS.filter((field) => body[field] !== undefined);
    const next = { ...locked.fields, ...Object.fromEntries(sent.map((field) => [field, body[field]])) } as SettingColumns;
    const problem = settingsProblem(next, body);
    if (problem) throw badRequest(problem);
    await writeSegments(tx, reach.clientId, id, body);
    await writeActiveFlag(tx, reach.clientId, id, body.isActiveOnlineForDrivers);
    if (sent.length === 0 && body.segmentsIncluded === undefined && body.segmentsExcluded === undefined && body.isActiveOnlineForDrivers === undefined) return;
    const set = sent.map((field, i) => `${columnOf(field)} = $${i + 3}`);
    await tx.query(
      `UPDATE car_arrangement_settings SET ${[...set, 'version = version + 1', 'updated_at = now()'].join(', ')}
       WHERE client_id = $1 AND car_arrangement_id = $2`, [reach.clientId, id, ...sent.map((field) => body[field])]);
  });
}

/**
 * Stores `upload` as the arrangement's logo, or removes the logo when null; the old file goes. The logo is
 * public like the client's (the drivers' environment shows it) under a random name. The setting's version
 * stays: a form save never touches the logo, so a form open meanwhile is not made stale by it.
 */
export async function replaceLogo(db: Db, reach: Reach, id: number, upload: Upload | null): Promise<void> {
  await db.transaction(async (tx) => {
    const { logoBlobId } = await lockSetting(tx, reach, id);
    await replacePublicImage(tx, {
      clientId: reach.clientId, prefix: 'al', upload, current: logoBlobId,
      point: (blobId) => tx.query('UPDATE car_arrangement_settings SET logo_blob_id = $3, updated_at = now() WHERE client_id = $1 AND car_arrangement_id = $2',
        [reach.clientId, id, blobId]),
    });
  });
}
