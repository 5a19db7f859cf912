/**
 * Accounts and roles (spec 02 §7 "Accounts and roles", §4, §6). Endpoint shapes:
 *
 *   GET    /api-admin/account?includeBindings=true                    → { results: Account[] } every account of the acting
 *          client the caller may see (no paging: the list pages and searches them itself)
 *   GET    /api-admin/account?accountId={id}&includeBindings=true     → results[0], ETag "<version>"
 *   GET    /api-admin/cararrangement/accounts?carArrangementId={id}   → the accounts limited to that arrangement (directly
 *          or through one of its operating companies); 404 for an arrangement out of reach
 *   POST   /api-admin/account   writable fields (emailAddress, role required) → results[0] the new account, invited by mail
 *   PUT    /api-admin/account   the row, If-Match → results[0]; DELETE ?accountId={id}, If-Match
 *   POST   /api-admin/account/invite?accountId={id}                   → a new invitation mail (older links stop working)
 *   GET    /api-admin/role                                            → RoleChoice[] highest first
 *   POST   /api-admin/{product}/accountproducts { accountId, products } → results[0] the account (master only)
 *
 * Refusals: 409 "There already exists an account with the specified e-mail address."; 409 "… only remaining
 * contact …" for the client's last active supervisor; 403 above one's own rank; 400 with a reason.
 */
import type { Envelope } from '../../contract/types/core';
import type { Account, RoleChoice } from '../../contract/types/accounts';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { PRODUCT_KEY } from './provider';
import { createResourceApi, onePath, type ListParams, type ResourceApi } from './resource';
import { ACCOUNT_PATHS } from '../../contract/paths/account';

const NOUN = 'Account';
const crud = createResourceApi<Account>({ paths: onePath('/account'), idParam: 'accountId', noun: NOUN });

/** The whole name as a list shows it: first name, prefix, surname. */
export function accountName(account: Pick<Account, 'firstName' | 'prefixSurname' | 'surname'>): string {
  return [account.firstName, account.prefixSurname, account.surname].filter((part) => part && part.trim() !== '').join(' ');
}

/** Whether an account matches a search: every word in its name or e-mail address, case-insensitive. */
export function matchesSearch(account: Account, q: string): boolean {
  const haystack = `${accountName(account)} ${account.emailAddress}`.toLowerCase();
  return q.toLowerCase().split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

/** One page of the accounts matching the search, the list's way (20 a page), from every account the server answered. */
export function pageOfAccounts(accounts: readonly Account[], { pageIndex, pageSize, q }: Pick<ListParams, 'pageIndex' | 'pageSize' | 'q'>) {
  const matching = accounts.filter((account) => matchesSearch(account, q));
  const start = (pageIndex - 1) * pageSize;
  return { rows: matching.slice(start, start + pageSize), resultCount: matching.length };
}

/** The accounts of the acting client, or with the filter `carArrangementId` those limited to that arrangement. */
async function fetchAccounts(filters: Readonly<Record<string, string>>, { signal }: CallOptions = {}): Promise<Account[]> {
  const arrangement = filters.carArrangementId;
  const envelope = arrangement
    ? await http<Envelope<Account>>(ACCOUNT_PATHS.arrangementAccounts, { query: { carArrangementId: arrangement }, signal })
    : await http<Envelope<Account>>('/account', { query: { includeBindings: true }, signal });
  return allResults(envelope);
}

export const accountApi: ResourceApi<Account> = {
  ...crud,
  async list(params, options) {
    return pageOfAccounts(await fetchAccounts(params.filters, options), params);
  },
  async get(id, { signal } = {}) {
    return firstResult(await http<Envelope<Account>>('/account', { query: { accountId: id, includeBindings: true }, signal }), NOUN);
  },
};

/** The roles, highest first; `assignable` those the caller may give. */
export async function fetchRoles({ signal }: CallOptions = {}): Promise<RoleChoice[]> {
  return allResults(await http<Envelope<RoleChoice>>(ACCOUNT_PATHS.role, { signal }));
}

/** Sends the account a new invitation mail; a link sent before stops working. */
export async function resendInvitation(accountId: number, { signal }: CallOptions = {}): Promise<void> {
  await http<Envelope<unknown>>(ACCOUNT_PATHS.invite, { method: 'POST', query: { accountId }, signal });
}

/** Replaces the account's provider products (master only, after the account's own save: spec 02 §4). */
export async function saveAccountProducts(accountId: number, products: readonly number[], { signal }: CallOptions = {}): Promise<Account> {
  return firstResult(await http<Envelope<Account>>(ACCOUNT_PATHS.accountProducts(PRODUCT_KEY), { method: 'POST', body: { accountId, products }, signal }), NOUN);
}
