import type { BulkComparerProfile, BulkRunLogEntry, LiveCarData, RunPriceOfVersion } from '../../contract/types/bulk-comparer';
import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import { notFound } from '../plugins/http-errors';
import type { Reach } from './scope';

/**
 * The provider's bulk comparer, reads beside the comparison itself (bulk-comparison.ts): a client's profiles, the
 * live catalogue facts of some versions with what the last run priced them at, and the client's run log. A master
 * looks at any client by id (spec 02 §6 "bulk compare: master"), so the client comes from the request, not the
 * token, and a master reaches the whole of it.
 */

/** The named client as a master reaches it; an unknown id is a 404 like any row that does not exist. */
export async function comparedClientOf(db: Queryable, clientId: number): Promise<Reach & { displayName: string }> {
  const [row] = await rememberedQuery<{ displayName: string }>(db, 'SELECT display_name AS "displayName" FROM clients WHERE id = $1', [clientId]);
  if (!row) throw notFound(`Client ${clientId} was not found.`);
  return { clientId, arrangementIds: null, operatingCompanyIds: null, displayName: row.displayName };
}

const PROFILE_SELECT = `p.id, p.client_id AS "clientId", p.name, p.car_arrangement_id AS "carArrangementId", ca.display_name AS "carArrangementName",
  p.duration_months AS "durationMonths", p.km_per_year AS "kmPerYear", p.brand_id AS "brandId", b.name AS "brandName",
  p.fuel_code AS "fuelCode", p.tolerance::float8 AS tolerance, p.version
  FROM bulk_comparer_profiles p
  LEFT JOIN car_arrangements ca ON ca.client_id = p.client_id AND ca.id = p.car_arrangement_id
  LEFT JOIN brands b ON b.id = p.brand_id`;

export const listProfiles = (db: Queryable, clientId: number) =>
  rememberedQuery<BulkComparerProfile>(db, `SELECT ${PROFILE_SELECT} WHERE p.client_id = $1 ORDER BY lower(p.name), p.id`, [clientId]);

/** One of the client's profiles; another client's is a 404 like an unknown one. */
export async function profileOf(db: Queryable, clientId: number, profileId: number): Promise<BulkComparerProfile> {
  const [row] = await db.query<BulkComparerProfile>(`SELECT ${PROFILE_SELECT} WHERE p.client_id = $1 AND p.id = $2`, [clientId, profileId]);
  if (!row) throw notFound(`Bulk comparer profile ${profileId} was not found for client ${clientId}.`);
  return row;
}

/**
 * The run log keeps the newest runs. A run holds the prices of the arrangements it was the last to finish (each
 * arrangement keeps its last run's prices; a price that run found unchanged keeps the id of the run that wrote it, so
 * they are counted through the run's parts, not by run id); an older run holds none any more.
 */
export const LOG_LIMIT = 50;

export const listRunLog = (db: Queryable, clientId: number) => db.query<BulkRunLogEntry>(
  `SELECT r.id AS "runId", r.status AS state, r.requested_at AS "requestedAt", r.started_at AS "startedAt", r.finished_at AS "finishedAt",
     nullif(btrim(concat_ws(' ', a.first_name, a.surname)), '') AS "requestedBy",
     held.prices AS "pricesHeld", held.errors AS "errorsHeld", r.error_message AS "errorMessage"
   FROM bulk_runs r LEFT JOIN accounts a ON a.id = r.requested_by_account_id
   CROSS JOIN LATERAL (
     SELECT count(p.version_id)::int AS prices, count(p.error)::int AS errors
     FROM bulk_run_arrangements part JOIN bulk_run_prices p ON p.car_arrangement_id = part.car_arrangement_id
     WHERE part.run_id = r.id AND part.state = 'finished' AND NOT EXISTS (SELECT 1 FROM bulk_run_arrangements later
       WHERE later.car_arrangement_id = part.car_arrangement_id AND later.state = 'finished' AND later.run_id > part.run_id)) held
   WHERE r.client_id = $1 ORDER BY r.requested_at DESC, r.id DESC LIMIT ${LOG_LIMIT}`, [clientId]);

type VersionFacts = Omit<LiveCarData, 'runPrices'>;

/**
 * The catalogue's facts of the asked versions now (by catalogue id or the historical type id), each with what the
 * client's last runs priced it at per arrangement. A version the catalogue does not have is a 404 naming it, so a
 * typo is not an empty panel.
 */
export async function liveCarData(db: Queryable, clientId: number, by: { versionIds?: number[] | undefined; typeIdHist?: number[] | undefined }): Promise<LiveCarData[]> {
  const [column, asked, field] = by.versionIds ? ['t.id', by.versionIds, 'versionIds'] : ['t.type_id_hist', by.typeIdHist ?? [], 'typeIdHist'];
  const facts = await db.query<VersionFacts>(
    `SELECT t.id AS "versionId", t.type_id_hist AS "typeIdHist", b.name AS "brandName", m.name AS "modelName", t.name AS "versionName",
       t.consumer_price::float8 AS "consumerPrice", t.fiscal_value::float8 AS "fiscalValue", t.co2, t.fuel_code AS "fuelCode",
       t.energy_label AS "energyLabel", sg.segment_code AS "segmentCode"
     FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id LEFT JOIN segments sg ON sg.id = m.segment_id
     WHERE ${column} = ANY ($1::int[]) ORDER BY lower(b.name), lower(m.name), lower(t.name), t.id`, [asked]);
  const found = new Set(facts.map((f) => (field === 'versionIds' ? f.versionId : f.typeIdHist)));
  const missing = asked.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(`body.${field}: version ${missing.join(', ')} was not found in the car catalogue.`);
  const prices = await db.query<RunPriceOfVersion & { versionId: number }>(
    `SELECT p.version_id AS "versionId", p.car_arrangement_id AS "carArrangementId", ca.display_name AS "carArrangementName", p.run_id AS "runId",
       p.lease_price::float8 AS "leasePrice", p.own_contribution::float8 AS "ownContribution", p.duration_months AS "durationMonths",
       p.km_per_year AS "kmPerYear", c.display_name AS "categoryName", p.allowed, p.error, p.priced_at AS "pricedAt"
     FROM bulk_run_prices p JOIN car_arrangements ca ON ca.client_id = p.client_id AND ca.id = p.car_arrangement_id
     LEFT JOIN categories c ON c.id = p.category_id
     WHERE ca.client_id = $1 AND p.version_id = ANY ($2::int[]) ORDER BY lower(ca.display_name), ca.id`, [clientId, facts.map((f) => f.versionId)]);
  return facts.map((f) => ({
    ...f,
    runPrices: prices.filter((p) => p.versionId === f.versionId).map(({ versionId: _, ...price }) => price),
  }));
}
