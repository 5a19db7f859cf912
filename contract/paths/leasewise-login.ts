/**
 * The lease system's login refresh, below /api-admin: LEASEWISE_PATHS.loginRefresh (leasewise.ts). A module of its own
 * because the login route's src/api/auth.ts calls it, and the whole table there cost 71 bytes gzip of that route's
 * 50 KiB budget (bench/size-budgets.json).
 */
export const LEASEWISE_LOGIN_REFRESH = '/leasewise/loginrefresh';
