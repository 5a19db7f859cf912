import type { ClientListItem } from '../../contract/types/core';
import type { Queryable } from '../db/db';

/** The provider's clients (GET /language/clients) and the master's client switch. */

/** Active clients by display name; `onlyId` narrows the list to one client. */
export async function listClients(db: Queryable, onlyId: number | null): Promise<ClientListItem[]> {
  const rows = await db.query<{ id: number; name: string; display_name: string; debtor_number: string }>(
    `SELECT id, name, display_name, debtor_number FROM clients
     WHERE is_active AND ($1::int IS NULL OR id = $1) ORDER BY lower(display_name), id`,
    [onlyId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, displayName: r.display_name, debtorNumber: r.debtor_number }));
}

/**
 * Makes `clientId` the acting client of the token family: every later call with this family's access
 * token (and the tokens a refresh issues in it) acts on that client. A new sign-in starts a new family
 * on the home client. False when the client does not exist or is inactive.
 */
export async function switchActingClient(db: Queryable, familyId: string, clientId: number): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE auth_token_families f SET acting_client_id = c.id
     FROM clients c WHERE f.id = $1 AND c.id = $2 AND c.is_active AND f.revoked_at IS NULL
     RETURNING f.id`,
    [familyId, clientId],
  );
  return rows.length === 1;
}
