import type { ArrangementCategoryRef, ArrangementType, CalculatorSetting, CarArrangement, CarArrangementOverview } from '../../contract/types/core';
import { STALE_AFTER_DAYS, type AttentionFilter } from '../../contract/types/dashboard';
import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import type { Reach } from './scope';
import { durationKmOf } from './calculator-setting';
import { searchCondition } from '../kit/read';

/**
 * Car arrangements and their calculator and arrangement settings, always within one client and the
 * caller's reach (scope.ts): an arrangement outside it is indistinguishable from one that does not exist.
 */

/** GET /cararrangement/overview: the list row plus what the overview screen shows per arrangement. */
export type { CarArrangementOverview };

export interface ArrangementFilter {
  id?: number;
  mantelNumber?: string;
  /** Searched literally in the name and mantel number (the /component/arrangement list). */
  q?: string;
  attention?: AttentionFilter<'arrangement'>;
  /** The request's moment, for the attention filters that read it (the server's clock). */
  now?: Date;
}

interface ArrangementRow {
  id: number;
  version: number;
  display_name: string;
  data_object_type: ArrangementType;
  mantel_number: string | null;
  is_mantel_contract_valid: boolean;
  is_active_online_for_drivers: boolean;
  has_driver_license_check: boolean;
  date_last_run: Date | string | null;
  categories: ArrangementCategoryRef[] | string;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The dashboard's named filters over `ca` with its calculator setting `cs` (types-dashboard.ts): active for drivers
 * with a last run older than 7 days or none (their lease prices are out of date); not active for drivers; without
 * categories (nobody can order in it); a mantel contract the lease system refused at its last check. `now` pushes the
 * request's moment.
 */
const ATTENTION_SQL: Record<AttentionFilter<'arrangement'>, (now: () => string) => string> = {
  staleRun: (now) => `coalesce(cs.is_active_online_for_drivers, false)
    AND (cs.date_last_run IS NULL OR cs.date_last_run < ${now()}::timestamptz - interval '${STALE_AFTER_DAYS} days')`,
  inactive: () => 'NOT coalesce(cs.is_active_online_for_drivers, false)',
  withoutCategories: () => 'NOT EXISTS (SELECT 1 FROM categories wc WHERE wc.client_id = ca.client_id AND wc.car_arrangement_id = ca.id)',
  invalidMantel: () => 'NOT ca.is_mantel_contract_valid',
};

/**
 * The WHERE over `ca` (joined with its calculator setting `cs`) for the caller's reach and `filter`, pushing its
 * values with `add`. The dashboard counts with it, so its figures are what the list shows.
 */
export function arrangementConditions(reach: Reach, filter: ArrangementFilter, add: (value: unknown) => string): string {
  const where = [`ca.client_id = ${add(reach.clientId)}`];
  if (reach.arrangementIds !== null) where.push(`ca.id = ANY (${add(reach.arrangementIds)}::int[])`);
  if (filter.id !== undefined) where.push(`ca.id = ${add(filter.id)}`);
  if (filter.mantelNumber !== undefined) where.push(`ca.mantel_number = ${add(filter.mantelNumber)}`);
  const q = filter.q?.trim();
  if (q) {
    const term = add(q);
    where.push(`(${searchCondition('ca.display_name', term)} OR ${searchCondition("coalesce(ca.mantel_number, '')", term)})`);
  }
  if (filter.attention !== undefined) where.push(ATTENTION_SQL[filter.attention](() => add((filter.now ?? new Date()).toISOString())));
  return where.join(' AND ');
}

/** The statement's WHERE and its parameters. */
function whereOf(reach: Reach, filter: ArrangementFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  return { where: arrangementConditions(reach, filter, (value) => `$${params.push(value)}`), params };
}

export async function listArrangements(db: Queryable, reach: Reach, filter: ArrangementFilter = {}): Promise<CarArrangement[]> {
  return (await arrangementRows(db, reach, filter)).map(({ row }) => row);
}

async function arrangementRows(db: Queryable, reach: Reach, filter: ArrangementFilter): Promise<{ row: CarArrangement; raw: ArrangementRow }[]> {
  const { where, params } = whereOf(reach, filter);
  const rows = await rememberedQuery<ArrangementRow>(db,
    `SELECT ca.id, ca.version, ca.display_name, ca.data_object_type, ca.mantel_number, ca.is_mantel_contract_valid,
            coalesce(cs.is_active_online_for_drivers, false) AS is_active_online_for_drivers, cs.date_last_run,
            coalesce(s.has_driver_license_check, false) AS has_driver_license_check,
            coalesce((SELECT json_agg(json_build_object('id', c.id, 'displayName', c.display_name,
                                                        'categoryNumber', c.category_number::text)
                                      ORDER BY c.category_number, c.id)
                      FROM categories c WHERE c.client_id = ca.client_id AND c.car_arrangement_id = ca.id), '[]'::json) AS categories
     FROM car_arrangements ca
     LEFT JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
     LEFT JOIN car_arrangement_settings s ON s.client_id = ca.client_id AND s.car_arrangement_id = ca.id
     WHERE ${where}
     ORDER BY lower(ca.display_name), ca.id`,
    params,
  );
  return rows.map((raw) => ({
    raw,
    row: {
      id: raw.id,
      version: raw.version,
      displayName: raw.display_name,
      dataObject: { type: raw.data_object_type },
      mantelNumber: raw.mantel_number,
      categories: json(raw.categories),
      calculatorSettings: { isActiveOnlineForDrivers: raw.is_active_online_for_drivers, dateLastRun: iso(raw.date_last_run) },
      // The driver form needs it (birth date mandatory) for everyone who edits drivers, not only who reads the settings.
      hasDriverLicenseCheck: raw.has_driver_license_check,
    },
  }));
}

export async function arrangementOverview(db: Queryable, reach: Reach): Promise<CarArrangementOverview[]> {
  const rows = await arrangementRows(db, reach, {});
  const counts = await db.query<{ car_arrangement_id: number; drivers: number; active: number }>(
    `SELECT b.car_arrangement_id, count(*)::int AS drivers, count(*) FILTER (WHERE d.is_active)::int AS active
     FROM driver_arrangement_bindings b JOIN drivers d ON d.client_id = b.client_id AND d.id = b.driver_id
     WHERE b.client_id = $1 AND ($2::int[] IS NULL OR b.car_arrangement_id = ANY ($2::int[]))
     GROUP BY b.car_arrangement_id`,
    [reach.clientId, reach.arrangementIds],
  );
  const byId = new Map(counts.map((c) => [c.car_arrangement_id, c]));
  return rows.map(({ row, raw }) => ({
    ...row,
    isMantelContractValid: raw.is_mantel_contract_valid,
    driverCount: byId.get(row.id)?.drivers ?? 0,
    activeDriverCount: byId.get(row.id)?.active ?? 0,
  }));
}

export async function listCalculatorSettings(db: Queryable, reach: Reach, filter: ArrangementFilter = {}): Promise<CalculatorSetting[]> {
  const { where, params } = whereOf(reach, filter);
  const rows = await db.query<{ id: number; version: number | null; is_active_online_for_drivers: boolean; date_last_run: Date | string | null }>(
    `SELECT ca.id, cs.version, coalesce(cs.is_active_online_for_drivers, false) AS is_active_online_for_drivers, cs.date_last_run
     FROM car_arrangements ca
     LEFT JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
     WHERE ${where}
     ORDER BY lower(ca.display_name), ca.id`,
    params,
  );
  return Promise.all(rows.map(async (r) => ({
    carArrangementId: r.id,
    // No version: the arrangement has no setting yet (POST creates one).
    ...(r.version === null ? {} : { version: r.version }),
    isActiveOnlineForDrivers: r.is_active_online_for_drivers,
    dateLastRun: iso(r.date_last_run),
    durationKm: await durationKmOf(db, reach.clientId, r.id),
  })));
}
