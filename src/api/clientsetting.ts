import type { ClientSetting, ClientSettingUpdate, Envelope, Licenses } from './types';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';
import { versionHeaders, type VersionedCall } from './resource';

/** GET /clientsetting — with a clientName before sign-in (login page), the own client after. */
export async function fetchClientSetting(clientName?: string, { signal }: CallOptions = {}): Promise<ClientSetting> {
  const query = clientName ? { clientName: clientName.toLowerCase() } : undefined;
  const envelope = await http<Envelope<ClientSetting>>('/clientsetting', { query, signal });
  return firstResult(envelope, 'client setting');
}

export async function updateClientSetting(update: ClientSettingUpdate, { signal, version }: VersionedCall = {}): Promise<ClientSetting> {
  const envelope = await http<Envelope<ClientSetting>>('/clientsetting', { method: 'PUT', body: update, headers: versionHeaders(version), signal });
  return firstResult(envelope, 'client setting');
}

export async function fetchLicenses({ signal }: CallOptions = {}): Promise<Licenses> {
  const envelope = await http<Envelope<Licenses>>('/clientsetting/licenses', { signal });
  return firstResult(envelope, 'licences');
}
