/**
 * The invitation link's key (spec 01 §2 /auth/grant_access; issue 18), apart from auth.ts so the login route's
 * bundle does not carry it. Endpoint shapes:
 *
 *   POST /api-admin-auth/grant_access/check { key }      → { results: [{ emailAddress, clientName }] } while the key is valid;
 *        spent, expired or unknown → 400 "The verification process could not be validated. Please try again by requesting a new email."
 *   POST /api-admin-auth/grant_access { key, password }  → the sign-in's own token answer (signed in at once); the key is spent.
 *        A password of fewer than 10 or more than 200 characters → 400 with a reason; an inactive account → 403 with
 *        "This account is inactive and therefore has no access to the online environment(s)."
 */
import type { Envelope, TokenResponse } from '../../contract/types/core';
import type { InvitationCheck } from '../../contract/types/accounts';
import { rawFetch } from './client';
import { firstResult, type CallOptions } from './envelope';

/** The server's password policy (the same as everywhere a password is set). */
export const PASSWORD_LENGTH = { min: 10, max: 200 } as const;

export async function checkInvitation(key: string, { signal }: CallOptions = {}): Promise<InvitationCheck> {
  return firstResult(await rawFetch<Envelope<InvitationCheck>>('/api-admin-auth/grant_access/check', { method: 'POST', body: { key }, signal }), 'invitation');
}

export function grantAccess(key: string, password: string, { signal }: CallOptions = {}): Promise<TokenResponse> {
  return rawFetch<TokenResponse>('/api-admin-auth/grant_access', { method: 'POST', body: { key, password }, signal });
}
