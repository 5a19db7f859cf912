/**
 * Where the API lives: /api-admin (the contract, spec 02), /api-admin-auth (sign-in and tokens) and /api-omr (the
 * problem analyzer, spec 01 §7). One list for the JSON 404 of unknown API paths, the no-store header on API answers
 * and the API_UPSTREAM proxy; everything else is the app.
 */
export const API_PREFIXES = ['/api-admin', '/api-admin-auth', '/api-omr'] as const;

export const isApiPath = (url: string): boolean =>
  API_PREFIXES.some((prefix) => url.startsWith(prefix) && /^([/?]|$)/.test(url.slice(prefix.length)));
