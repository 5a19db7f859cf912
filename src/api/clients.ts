import type { ClientCheck, Envelope } from '../../contract/types/core';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';
import { CLIENT_PATHS } from '../../contract/paths/client';

/** POST /client/check — the signed-in client's identity, as a GUID when asked. */
export async function checkClient(asGuid = true, { signal }: CallOptions = {}): Promise<ClientCheck> {
  const envelope = await http<Envelope<ClientCheck>>(CLIENT_PATHS.check, { method: 'POST', body: { asGuid }, signal });
  return firstResult(envelope, 'client check');
}
