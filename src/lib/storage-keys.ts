/** Every browser-storage key the app uses, in one place (spec section 3, "Browser-stored keys"). */
export const STORAGE_KEYS = {
  accessToken: 'auth.token',
  refreshToken: 'auth.refreshToken',
  tokenExpiresAt: 'auth.expiresAt',
  tokenLifetime: 'auth.lifetime',
  user: 'auth.user',
  tokenFailed: 'auth.tokenFailed',
  lastActivity: 'lastActivity',
  client: 'client',
  language: 'language',
  langId: 'langId',
  carArrangement: 'carArrangement',
  mobilityContainer: 'mobilityContainer',
  sideMenuActiveItem: 'sideMenuActiveItem',
  theme: 'theme',
  applicationWidth: 'applicationWidth',
  redirectTarget: 'auth.redirect',
} as const;

/** Cookie that mirrors the access token so a reload restores the session (spec: cookie and local storage). */
export const TOKEN_COOKIE = 'auth.token';
export const LOCALE_COOKIE = 'locale';
