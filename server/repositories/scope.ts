import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import type { SignedInAccount } from '../auth/tokens';

/**
 * How far an administrator reaches inside the acting client (spec 01 §6 last lines, 02 §6). A SCOPED
 * account (accounts.is_scoped, set when its scope lists are written) reaches the car arrangements linked
 * to its non-deleted operating companies (operating_company_car_arrangements) plus the arrangements it is
 * linked to directly (account_car_arrangements), and through them only the drivers bound to those
 * arrangements. Being scoped survives the deletion of what it was scoped to: an administrator whose every
 * operating company and arrangement is deleted reaches nothing, never the whole client. Unscoped accounts,
 * and a master (provider staff, also after switching client), reach the whole client. Read per request, so
 * a change of scope holds from the next request on.
 */
export interface Reach {
  clientId: number;
  /** Reachable arrangement ids, or null for the whole client. */
  arrangementIds: number[] | null;
  /** The (non-deleted) operating companies the account administers, or null for all of the client's. */
  operatingCompanyIds: number[] | null;
}

/**
 * The SQL condition "driver d is within reach" for the statement whose $2 is `arrangementIds` (the reachable
 * arrangements, or NULL for the whole client). A scoped reader reaches the drivers bound to one of its arrangements:
 * the driver's own `arrangement_ids`, which the bindings' triggers keep equal to its bindings (migration 0047), so the
 * test is one per driver in the pass a list, its count or the dashboard makes anyway, and a narrow reach is found
 * through the column's GIN index. Asked of the bindings instead, a reach of 100,000 drivers was a semi join over as
 * many bindings: 62–84 ms of the dashboard's statement. Shaped by the reach rather than one text for both
 * (`$2 IS NULL OR …`), so each reach gets its own plan. $2 is referenced either way: PostgreSQL refuses an unused
 * parameter.
 */
export function driverInReach(arrangementIds: number[] | null): string {
  if (arrangementIds === null) return '$2::int[] IS NULL';
  return 'd.arrangement_ids && $2::int[]';
}

export async function reachOf(db: Queryable, account: SignedInAccount): Promise<Reach> {
  const whole: Reach = { clientId: account.clientId, arrangementIds: null, operatingCompanyIds: null };
  if (account.role === 'master') return whole;
  // Remembered until a write to what it reads: every list request asks it, and a scope changes only by a write.
  const [row] = await rememberedQuery<{ scoped: boolean; ids: number[] | null; companies: number[] | null }>(
    db,
    `SELECT a.is_scoped AS scoped,
            (SELECT array_agg(DISTINCT x.id ORDER BY x.id) FROM (
               SELECT oca.car_arrangement_id AS id
               FROM account_operating_companies ao
               JOIN operating_companies o ON o.client_id = ao.client_id AND o.id = ao.operating_company_id AND NOT o.is_deleted
               JOIN operating_company_car_arrangements oca ON oca.client_id = o.client_id AND oca.operating_company_id = o.id
               WHERE ao.account_id = a.id AND ao.client_id = a.client_id
               UNION
               SELECT ac.car_arrangement_id FROM account_car_arrangements ac WHERE ac.account_id = a.id AND ac.client_id = a.client_id
             ) x) AS ids,
            (SELECT array_agg(o.id ORDER BY o.id)
             FROM account_operating_companies ao
             JOIN operating_companies o ON o.client_id = ao.client_id AND o.id = ao.operating_company_id AND NOT o.is_deleted
             WHERE ao.account_id = a.id AND ao.client_id = a.client_id) AS companies
     FROM accounts a WHERE a.id = $1 AND a.client_id = $2`,
    [account.id, account.clientId],
  );
  if (!row?.scoped) return whole;
  // Copies: a remembered answer is shared by every request that gets it.
  return { clientId: account.clientId, arrangementIds: [...(row.ids ?? [])], operatingCompanyIds: [...(row.companies ?? [])] };
}
