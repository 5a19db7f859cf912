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
  /** Last visited route per side-menu group (JSON map), restored when the group is reopened. */
  sideMenuLastRoutes: 'sideMenuLastRoutes',
  /** Session storage: when a failed chunk load last reloaded the page (at most once per 60 s). */
  chunkReloadAt: 'chunkReloadAt',
  /** JSON maps keyed by user id: light/dark and container/fluid are remembered per user. */
  theme: 'theme',
  applicationWidth: 'applicationWidth',
  redirectTarget: 'auth.redirect',
  /**
   * Which sign-in the stored session belongs to: a random id made at each sign-in, kept through token
   * refreshes, removed with the session. Data kept for a reload (the shell) is tied to it.
   */
  sessionId: 'auth.sessionId',
  /** The last visit's shell data (src/features/shell/stored-shell.ts), tied to sessionId; removed with the session. */
  shell: 'shell',
  /** The last visit's shell as drawn (src/features/shell/painted-shell.ts), tied to sessionId and client; removed with the shell. */
  paintedShell: 'shell.painted',
} as const;

/** What is kept for one sign-in's reloads (tied to sessionId): gone with the session, a new sign-in, a client switch. */
export const SESSION_BOUND_KEYS = [STORAGE_KEYS.shell, STORAGE_KEYS.paintedShell] as const;

/** Cookie that mirrors the access token so a reload restores the session (spec: cookie and local storage). */
export const TOKEN_COOKIE = 'auth.token';
export const LOCALE_COOKIE = 'locale';
