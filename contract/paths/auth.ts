/**
 * Sign-in, tokens and invitations (spec 01 §7, spec 02 §7 "Grant access"), as the contract spells them below
 * /api-admin-auth (the server registers them relative to that prefix). The app's src/api/auth.ts, invitation.ts and
 * client.ts (TOKEN_PATH) still spell prefix + path as literals: they are in the login route, at its 50 KiB budget
 * within about a hundred bytes, and reading this table there cost more than that.
 */
export const AUTH_PREFIX = '/api-admin-auth';

export const AUTH_PATHS = {
  login: '/',
  token: '/oauth/token',
  logout: '/logout',
  grantAccessCheck: '/grant_access/check',
  grantAccess: '/grant_access',
} as const;
