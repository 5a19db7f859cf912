/**
 * Provider level, `{product}` = PRODUCT_KEY (spec 02 §7 "Provider level"). Endpoint shapes:
 *
 *   GET /api-admin/amw/switchclient?clientid={id}
 *     → { results: [CurrentAccount], successful: true }  the master's account as seen in the
 *       chosen client (same shape as /account/currentloggedinaccount). Master only (403 otherwise);
 *       unknown client id → 404 with errors[0] a message. The server records the switch so every
 *       later call is scoped to that client.
 *   GET /api-admin/amw/switchtosubsupervisor
 *     → { results: [CurrentAccount] } the master's account acting as sub-supervisor (role.name 'subsupervisor',
 *       isSwitchedToSubsupervisor true), or called again, back as master. Only an account whose real role is master;
 *       while switched every other call is checked as a sub-supervisor's. It belongs to the session (survives a token
 *       refresh); a new sign-in starts as master.
 *   GET /api-admin/language/clients
 *     → { results: ClientListItem[], successful: true }  every client { id, name, displayName,
 *       debtorNumber }; master only. (The original also linked languages per client; dropped.)
 *
 *   GET /api-admin/amw/language            → ProviderLanguage[]  every language with its client count; master only
 *   GET /api-admin/amw/language?clientId=  → Language[]  the languages that client offers, its default isDefault
 *   GET /api-admin/amw/products            → Product[]   every product of the provider; master only
 *
 * Provider-level GET calls have no error handling of their own (spec 02 §8): failures propagate, and the
 * screens that make them show that they could not be loaded (with a retry) rather than an empty page.
 */
import type { ClientListItem, CurrentAccount, Envelope, Language, Product, ProviderLanguage } from '../../contract/types/core';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { PROVIDER_PATHS } from '../../contract/paths/provider';
import { ACCOUNT_PATHS } from '../../contract/paths/account';
import { LANGUAGE_PATHS } from '../../contract/paths/language';

/** The provider's product key: routes /amw/..., calls /api-admin/amw/..., fields amwProducts. */
export const PRODUCT_KEY = 'amw';

export async function switchClient(clientId: number, { signal }: CallOptions = {}): Promise<CurrentAccount> {
  const envelope = await http<Envelope<CurrentAccount>>(PROVIDER_PATHS.switchClient(PRODUCT_KEY), {
    query: { clientid: clientId },
    signal,
  });
  return firstResult(envelope, 'switch client');
}

export async function toggleSubsupervisor({ signal }: CallOptions = {}): Promise<CurrentAccount> {
  return firstResult(await http<Envelope<CurrentAccount>>(ACCOUNT_PATHS.switchToSubSupervisor(PRODUCT_KEY), { signal }), 'switch to sub-supervisor');
}

export async function fetchClients({ signal }: CallOptions = {}): Promise<ClientListItem[]> {
  const rows = allResults(await http<Envelope<ClientListItem & Record<string, unknown>>>(LANGUAGE_PATHS.clients, { signal }));
  return rows.map(({ id, name, displayName, debtorNumber }) => ({ id, name, displayName, debtorNumber }));
}

export async function fetchProviderLanguages({ signal }: CallOptions = {}): Promise<ProviderLanguage[]> {
  return allResults(await http<Envelope<ProviderLanguage>>(PROVIDER_PATHS.language(PRODUCT_KEY), { signal }));
}

export async function fetchClientLanguages(clientId: number, { signal }: CallOptions = {}): Promise<Language[]> {
  return allResults(await http<Envelope<Language>>(PROVIDER_PATHS.language(PRODUCT_KEY), { query: { clientId }, signal }));
}

export async function fetchProducts({ signal }: CallOptions = {}): Promise<Product[]> {
  return allResults(await http<Envelope<Product>>(PROVIDER_PATHS.products(PRODUCT_KEY), { signal }));
}
