import type { Envelope, LoginRequest, TokenResponse } from '../../contract/types/core';
import { LEASEWISE_LOGIN_REFRESH } from '../../contract/paths/leasewise-login';
import { API_BASE, rawFetch } from './client';
import { firstResult, type CallOptions } from './envelope';

export { refreshSession } from './client';

/** POST /api-admin-auth/ — unknown user and wrong password get the same answer from the server. */
export function login(credentials: LoginRequest, { signal }: CallOptions = {}): Promise<TokenResponse> {
  return rawFetch<TokenResponse>('/api-admin-auth/', { method: 'POST', body: credentials, signal });
}

/** POST /api-admin/leasewise/loginrefresh — trades a token handed over in the URL for a session. */
export async function loginRefresh(token: string, { signal }: CallOptions = {}): Promise<TokenResponse> {
  const envelope = await rawFetch<Envelope<TokenResponse>>(`${API_BASE}${LEASEWISE_LOGIN_REFRESH}`, {
    method: 'POST',
    body: { token },
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  return firstResult(envelope, 'login refresh');
}

/** Revokes the session on the server; the browser forgets it whatever the answer. */
export async function logout(accessToken: string | undefined): Promise<void> {
  if (!accessToken) return;
  await rawFetch('/api-admin-auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
    // The app leaves for /auth by a page load right after (actors.ts): the request must outlive the page.
    keepalive: true,
  }).catch(() => undefined);
}

