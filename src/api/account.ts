import type { AccountPreferences, CurrentAccount, Envelope } from '../../contract/types/core';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';
import { ACCOUNT_PATHS } from '../../contract/paths/account';

/** Product code sent with the current-account call (spec: default omr). */
export const DEFAULT_PRODUCT_CODE = 'omr';

export async function fetchCurrentAccount({ signal }: CallOptions = {}): Promise<CurrentAccount> {
  const envelope = await http<Envelope<CurrentAccount>>(ACCOUNT_PATHS.currentLoggedInAccount, {
    query: { amwproduct: DEFAULT_PRODUCT_CODE },
    signal,
  });
  return firstResult(envelope, 'current account');
}

/**
 * The user's theme and width (GET/PUT /account/preferences: paths the contract leaves open, designed in
 * server/routes/account-preferences.ts). Reading them never blocks the shell: null when they cannot be read.
 */
export async function fetchPreferencesOrNone({ signal }: CallOptions = {}): Promise<AccountPreferences | null> {
  try {
    return firstResult(await http<Envelope<AccountPreferences>>(ACCOUNT_PATHS.preferences, { signal }), 'preferences');
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export async function savePreferences(change: Partial<AccountPreferences>, { signal }: CallOptions = {}): Promise<AccountPreferences> {
  return firstResult(await http<Envelope<AccountPreferences>>(ACCOUNT_PATHS.preferences, { method: 'PUT', body: change, signal }), 'preferences');
}
