/**
 * Provider level, `{product}` = PRODUCT_KEY (spec 02 §7 "Provider level"). Endpoint shapes:
 *
 *   GET /api-admin/amw/switchclient?clientid={id}
 *     → { results: [CurrentAccount], successful: true }  the master's account as seen in the
 *       chosen client (same shape as /account/currentloggedinaccount). Master only (403 otherwise);
 *       unknown client id → 404 with errors[0] a message. The server records the switch so every
 *       later call is scoped to that client.
 *   GET /api-admin/language/clients
 *     → { results: ClientListItem[], successful: true }  every client { id, name, displayName,
 *       debtorNumber }; master only. (The original also linked languages per client; dropped.)
 *
 * Provider-level GET calls have no error handling of their own (spec 02 §8): failures propagate.
 */
import type { ClientListItem, CurrentAccount, Envelope } from './types';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';

/** The provider's product key: routes /amw/..., calls /api-admin/amw/..., fields amwProducts. */
export const PRODUCT_KEY = 'amw';

export async function switchClient(clientId: number, { signal }: CallOptions = {}): Promise<CurrentAccount> {
  const envelope = await http<Envelope<CurrentAccount>>(`/${PRODUCT_KEY}/switchclient`, {
    query: { clientid: clientId },
    signal,
  });
  return firstResult(envelope, 'switch client');
}

export async function fetchClients({ signal }: CallOptions = {}): Promise<ClientListItem[]> {
  const rows = allResults(await http<Envelope<ClientListItem & Record<string, unknown>>>('/language/clients', { signal }));
  return rows.map(({ id, name, displayName, debtorNumber }) => ({ id, name, displayName, debtorNumber }));
}
