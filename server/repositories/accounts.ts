import type { CurrentAccount, ProductRef, RoleName } from '../../contract/types/core';
import type { Queryable } from '../db/db';
import type { SignedInAccount } from '../auth/tokens';

/** Reads for the signed-in account; client scope comes from the token, never from the request. */

export interface LoginCandidate {
  id: number;
  client_id: number;
  client_name: string;
  role: RoleName;
  /** Null while the account's invitation is pending (no password set yet). */
  password_hash: string | null;
  is_active: boolean;
}

/**
 * The account a sign-in names: with a client, that client's account with the address; without one (the
 * original contract), the address's account when exactly one client has it. Several: none, so the caller
 * answers as for wrong credentials and an address shared by clients never picks one of them.
 */
export async function findLoginCandidate(db: Queryable, email: string, clientName: string | null): Promise<LoginCandidate | null> {
  const rows = await db.query<LoginCandidate>(
    `SELECT a.id, a.client_id, c.name AS client_name, a.role, a.password_hash, a.is_active AND c.is_active AS is_active
     FROM accounts a JOIN clients c ON c.id = a.client_id WHERE a.email_address = $1 AND ($2::text IS NULL OR c.name = $2) LIMIT 2`,
    [email, clientName],
  );
  return rows.length === 1 ? rows[0]! : null;
}

export async function stampLastLogin(db: Queryable, accountId: number, at: Date): Promise<void> {
  await db.query('UPDATE accounts SET date_last_login = $2 WHERE id = $1', [accountId, at]);
}

/**
 * The current account as the contract describes it, as the session acts: `client` is the client the account
 * acts for (a master may have switched), `role` the acting role (a master may act as sub-supervisor); `productsField` is `{product}Products` with the configured key.
 */
export async function findCurrentAccount(
  db: Queryable,
  session: Pick<SignedInAccount, 'id' | 'clientId' | 'role' | 'isSwitchedToSubsupervisor'>,
  productsField: string,
): Promise<CurrentAccount | null> {
  const { id: accountId, clientId: actingClientId } = session;
  const [row] = await db.query<{ id: number; email_address: string; first_name: string; prefix_surname: string; surname: string }>(
    'SELECT id, email_address, first_name, prefix_surname, surname FROM accounts WHERE id = $1',
    [accountId],
  );
  const [client] = await db.query<{ id: number; name: string; display_name: string }>(
    'SELECT id, name, display_name FROM clients WHERE id = $1',
    [actingClientId],
  );
  if (!row || !client) return null;
  const companies = await db.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM account_operating_companies ao JOIN operating_companies o ON o.id = ao.operating_company_id
     WHERE ao.account_id = $1 AND o.client_id = $2 AND NOT o.is_deleted ORDER BY o.name`,
    [accountId, actingClientId],
  );
  const products = await db.query<ProductRef>(
    `SELECT p.id, p.name, p.url FROM account_products ap JOIN products p ON p.id = ap.product_id WHERE ap.account_id = $1 ORDER BY p.id`,
    [accountId],
  );
  const containers = await db.query<{ mobility_container_id: number }>(
    `SELECT mobility_container_id FROM account_mobility_container_bindings WHERE account_id = $1 AND client_id = $2
     ORDER BY mobility_container_id`,
    [accountId, actingClientId],
  );
  const account = {
    id: row.id,
    emailAddress: row.email_address,
    firstName: row.first_name,
    surname: [row.prefix_surname, row.surname].filter(Boolean).join(' '),
    role: { name: session.role },
    isSwitchedToSubsupervisor: session.isSwitchedToSubsupervisor,
    client: { id: client.id, name: client.name, displayName: client.display_name },
    operatingCompanies: companies,
    amwProducts: products,
    mobilityContainerBindings: containers.map((c) => ({ mobilityContainerId: c.mobility_container_id })),
  };
  if (productsField !== 'amwProducts') {
    const { amwProducts, ...rest } = account;
    return { ...rest, [productsField]: amwProducts } as unknown as CurrentAccount;
  }
  return account;
}
