import type { ClientSetting, ClientSettingUpdate, Envelope, Licenses } from '../../contract/types/core';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';
import { postImage, type ImageKind } from './image-upload';
import { versionHeaders, type VersionedCall, type VersionedRow } from './resource';
import { CLIENT_SETTING_PATHS } from '../../contract/paths/clientsetting';

/** The setting as GET and PUT answer it when signed in: with its version (also the ETag), sent back as If-Match. */
export type VersionedClientSetting = ClientSetting & VersionedRow;

/** GET /clientsetting — with a clientName before sign-in (login page), the own client after. */
export async function fetchClientSetting(clientName?: string, { signal }: CallOptions = {}): Promise<ClientSetting> {
  const query = clientName ? { clientName: clientName.toLowerCase() } : undefined;
  const envelope = await http<Envelope<ClientSetting>>(CLIENT_SETTING_PATHS.clientSetting, { query, signal });
  return firstResult(envelope, 'client setting');
}

export async function fetchOwnClientSetting({ signal }: CallOptions = {}): Promise<VersionedClientSetting> {
  return firstResult(await http<Envelope<VersionedClientSetting>>(CLIENT_SETTING_PATHS.clientSetting, { signal }), 'client setting');
}

/** PUT /clientsetting with If-Match when `version` is given (a stale one is a 412, nothing written). */
export async function updateClientSetting(update: ClientSettingUpdate, { signal, version }: VersionedCall = {}): Promise<VersionedClientSetting> {
  const envelope = await http<Envelope<VersionedClientSetting>>(CLIENT_SETTING_PATHS.clientSetting, { method: 'PUT', body: update, headers: versionHeaders(version), signal });
  return firstResult(envelope, 'client setting');
}

/**
 * POST /clientsetting/uploadlogo or /uploadfavicon?clientId= (spec 01 §7): stores `file`, or removes the image when
 * null; answers the setting as stored.
 */
export async function replaceClientImage(which: ImageKind, clientId: number, file: File | null, { signal }: CallOptions = {}): Promise<VersionedClientSetting> {
  return postImage(CLIENT_SETTING_PATHS.upload(which), { clientId }, file, 'client setting', { signal });
}

export async function fetchLicenses({ signal }: CallOptions = {}): Promise<Licenses> {
  const envelope = await http<Envelope<Licenses>>(CLIENT_SETTING_PATHS.licenses, { signal });
  return firstResult(envelope, 'licences');
}
