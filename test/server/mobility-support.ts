import { beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, signInEveryone, type TestSigner } from './helpers';
import { kitHarness, type KitHarness } from './kit-contract';
import { multipartBody, multipartHeaders, type SweepFile } from './sweep/requests';

/**
 * What the mobility tests share: the kit harness (one server per file, every demo signer) plus the seeded
 * containers — "Mobiliteitsbudget", the sub-supervisor's bound one, and "Flexibel reizen (pilot)", which it is
 * not bound to — and the Polish client, which has the mobility licence and no containers.
 */
export interface MobilityHarness extends KitHarness {
  mobility: { budget: number; pilot: number; polish: number };
  /** Runs `fn` while the client `clientId` has no mobility licence. */
  withoutLicence<T>(clientId: number, fn: () => Promise<T>): Promise<T>;
  count(sql: string, params?: unknown[]): Promise<number>;
  /** POSTs `file` as the one multipart part to /api-admin`url`, or no body at all when null (the contract's removal). */
  upload(who: TestSigner, url: string, file: SweepFile | null, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export const rowOf = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json<{ results: T[] }>().results[0]!;
export const rowsOf = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json<{ results: T[] }>().results;

export function mobilityHarness(): MobilityHarness {
  const h = kitHarness() as MobilityHarness;
  const id = async (sql: string) => (await h.t.db.query<{ id: number }>(sql))[0]!.id;
  let tokens = new Map<TestSigner, string>();
  beforeAll(async () => {
    tokens = await signInEveryone(h.t.app);
    h.mobility = {
      budget: await id("SELECT id FROM mobility_containers WHERE display_name = 'Mobiliteitsbudget'"),
      pilot: await id("SELECT id FROM mobility_containers WHERE display_name = 'Flexibel reizen (pilot)'"),
      polish: await id("SELECT id FROM clients WHERE name = 'flota-pl'"),
    };
  });
  h.withoutLicence = async (clientId, fn) => {
    await h.t.db.query('UPDATE client_licences SET is_mobility_module_enabled = false WHERE client_id = $1', [clientId]);
    try {
      return await fn();
    } finally {
      await h.t.db.query('UPDATE client_licences SET is_mobility_module_enabled = true WHERE client_id = $1', [clientId]);
    }
  };
  h.upload = (who, url, file, headers = {}) => h.t.app.inject({
    method: 'POST', url: `/api-admin${url}`,
    headers: { ...bearer(tokens.get(who)!), ...(file ? multipartHeaders() : {}), ...headers },
    ...(file ? { payload: multipartBody(file) } : {}),
  });
  h.count = async (sql, params = []) => (await h.t.db.query<{ n: number }>(sql, params))[0]!.n;
  return h;
}
