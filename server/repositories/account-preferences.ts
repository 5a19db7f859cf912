import type { AccountPreferences } from '../../contract/types/core';
import type { Queryable } from '../db/db';

/** One account's interface preferences (migration 0035); an account without a row has the defaults (spec 01 §9). */
export const DEFAULT_PREFERENCES: AccountPreferences = { theme: 'light', width: 'container' };

export async function findPreferences(db: Queryable, accountId: number): Promise<AccountPreferences> {
  const [row] = await db.query<AccountPreferences>('SELECT theme, width FROM account_preferences WHERE account_id = $1', [accountId]);
  return row ?? DEFAULT_PREFERENCES;
}

/** Writes what `change` sends; what it leaves out stays (or takes the default on the first write). */
export async function savePreferences(db: Queryable, accountId: number, change: Partial<AccountPreferences>): Promise<AccountPreferences> {
  const [row] = await db.query<AccountPreferences>(
    `INSERT INTO account_preferences (account_id, theme, width) VALUES ($1, COALESCE($2, 'light'), COALESCE($3, 'container'))
     ON CONFLICT (account_id) DO UPDATE SET theme = COALESCE($2, account_preferences.theme), width = COALESCE($3, account_preferences.width),
       updated_at = now()
     RETURNING theme, width`,
    [accountId, change.theme ?? null, change.width ?? null]);
  return row!;
}
