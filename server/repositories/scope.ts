import type { Queryable } from '../db/db';
import type { SignedInAccount } from '../auth/tokens';

/**
 * How far an administrator reaches inside the acting client (spec 01 §6 last lines, 02 §6):
 * an account linked to operating companies reaches only the car arrangements linked to those
 * companies (operating_company_car_arrangements), and through them only the drivers bound to those
 * arrangements. Links to deleted companies count as links but reach nothing, so an administrator
 * whose every operating company is deleted loses access to the linked employees. Accounts without
 * links, and a master (provider staff, also after switching client), reach the whole client.
 */
export interface Reach {
  clientId: number;
  /** Reachable arrangement ids, or null for the whole client. */
  arrangementIds: number[] | null;
  /** The (non-deleted) operating companies the account administers, or null for all of the client's. */
  operatingCompanyIds: number[] | null;
}

/** The SQL condition "driver d is within reach" ($2 = reachable arrangement ids or NULL). */
export const DRIVER_IN_REACH = `($2::int[] IS NULL OR EXISTS (SELECT 1 FROM driver_arrangement_bindings rb
  WHERE rb.client_id = d.client_id AND rb.driver_id = d.id AND rb.car_arrangement_id = ANY ($2::int[])))`;

export async function reachOf(db: Queryable, account: SignedInAccount): Promise<Reach> {
  const whole: Reach = { clientId: account.clientId, arrangementIds: null, operatingCompanyIds: null };
  if (account.role === 'master') return whole;
  const [row] = await db.query<{ linked: boolean; ids: number[] | null; companies: number[] | null }>(
    `SELECT EXISTS (SELECT 1 FROM account_operating_companies WHERE account_id = $1 AND client_id = $2) AS linked,
            (SELECT array_agg(DISTINCT oca.car_arrangement_id ORDER BY oca.car_arrangement_id)
             FROM account_operating_companies ao
             JOIN operating_companies o ON o.client_id = ao.client_id AND o.id = ao.operating_company_id AND NOT o.is_deleted
             JOIN operating_company_car_arrangements oca ON oca.client_id = o.client_id AND oca.operating_company_id = o.id
             WHERE ao.account_id = $1 AND ao.client_id = $2) AS ids,
            (SELECT array_agg(o.id ORDER BY o.id)
             FROM account_operating_companies ao
             JOIN operating_companies o ON o.client_id = ao.client_id AND o.id = ao.operating_company_id AND NOT o.is_deleted
             WHERE ao.account_id = $1 AND ao.client_id = $2) AS companies`,
    [account.id, account.clientId],
  );
  if (!row?.linked) return whole;
  return { clientId: account.clientId, arrangementIds: row.ids ?? [], operatingCompanyIds: row.companies ?? [] };
}
