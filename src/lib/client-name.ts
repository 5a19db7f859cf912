import { STORAGE_KEYS } from './storage-keys';

/** The client shown when the URL names none and none was remembered. */
export const DEFAULT_CLIENT = 'demo';
const CLIENT_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export interface ResolvedClient {
  name: string;
  /** True when the URL did not carry `clt` in canonical form, so the app should rewrite it. */
  rewrite: boolean;
}

function remembered(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  const value = storage?.getItem(STORAGE_KEYS.client)?.toLowerCase() ?? null;
  return value && CLIENT_NAME.test(value) ? value : null;
}

/** Client name from `?clt=` or `?client=` (lower case), else the remembered one, else the default. */
export function resolveClientName(
  search: URLSearchParams,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ResolvedClient {
  const fromUrl = (search.get('clt') ?? search.get('client'))?.trim().toLowerCase();
  if (fromUrl && CLIENT_NAME.test(fromUrl)) {
    return { name: fromUrl, rewrite: search.get('clt') !== fromUrl || search.has('client') };
  }
  return { name: remembered(storage) ?? DEFAULT_CLIENT, rewrite: true };
}

export function rememberClientName(
  name: string,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  storage?.setItem(STORAGE_KEYS.client, name.toLowerCase());
}
