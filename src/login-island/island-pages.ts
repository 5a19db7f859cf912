import type { TemplateResult } from 'lit/html.js';

/**
 * The sign-in pages the login island draws (src/main.tsx boots it for these paths, the React app for
 * every other), as the router matches them (a trailing slash, any case): /auth, the arrival pages
 * /auth/fleetmanagement and /auth/leasewise (where those systems send their users in: the sign-in of
 * /auth, keeping the arrival query across it) and /auth/grant_access.
 * No imports: the entry reads this before it loads either boot.
 */
export type IslandPageName = 'login' | 'arrival' | 'grantAccess';

const ISLAND_PATH = /^\/auth(?:\/(grant_access|fleetmanagement|leasewise))?\/?$/i;

export function islandPageFor(pathname: string): IslandPageName | null {
  const match = ISLAND_PATH.exec(pathname);
  if (!match) return null;
  if (!match[1]) return 'login';
  return match[1].toLowerCase() === 'grant_access' ? 'grantAccess' : 'arrival';
}

/** One page inside the auth card: its content, its form and when it hands over to the app. */
export interface IslandPage {
  /** What the card shows while the client is known. */
  body(): TemplateResult;
  /** The field to focus once the form shows; null while the page shows none (checking, busy, done). */
  formField(): string | null;
  /** Where the app opens once the page's work is done (signed in); null until then. */
  appTarget(): string | null;
  /** Calls `changed` on every change of the page's own actors. */
  subscribe(changed: () => void): void;
  stop(): void;
}
