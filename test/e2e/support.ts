import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from './fixtures';
import { DEMO_CLIENT, DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { leaseContext, type StorageState } from './kept-contexts';

export const SUPERVISOR = demoAccount('supervisor');
export { DEMO_CLIENT, DEMO_PASSWORD };

/** Exact texts of the spec are English; the tests read them in en-EN (default is nl-NL). */
export async function useEnglish(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies(englishOnly(baseURL).cookies);
}

/** What `useEnglish` gives a context without anything else: its storage state. */
export function englishOnly(baseURL: string | undefined): StorageState {
  const { hostname } = new URL(baseURL ?? 'http://127.0.0.1:8181');
  return { cookies: [{ name: 'locale', value: 'en-EN', domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] };
}

/**
 * An English context (the spec's exact texts are English) as a fresh one would be, optionally with a stored session:
 * one of the worker's kept contexts (kept-contexts.ts). A path that installs the clock leaves it to be closed, not kept.
 */
export async function englishContext(browser: Browser, baseURL: string | undefined, storageState?: StorageState): Promise<BrowserContext> {
  const make = async () => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', ...(storageState ? { storageState } : {}) });
    await useEnglish(context, baseURL);
    return context;
  };
  return leaseContext({ state: storageState ?? englishOnly(baseURL), make });
}

/** Fills the login form of the page already at /auth and submits it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the demo supervisor in from /auth?clt=demo and waits for the dashboard. */
export async function signIn(page: Page, path = `/auth?clt=${DEMO_CLIENT}`): Promise<void> {
  await page.goto(path);
  await submitLogin(page, SUPERVISOR.email, DEMO_PASSWORD);
}

export async function expectDashboard(page: Page, clientDisplayName: string | RegExp): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: clientDisplayName })).toBeVisible();
  await expect(page.getByText('Select an arrangement to get started.')).toBeVisible();
}

/** The profile menu sits behind the company initials in the top bar (spec 01 §2). */
export async function openProfileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Profile menu of / }).click();
}

/**
 * Flips the profile menu's 'Full width' or 'Dark mode' switch and waits until the server has stored it (the
 * preference follows the user to every browser, so a spec that changes it puts it back for the specs after it).
 */
export async function togglePreference(page: Page, name: 'Full width' | 'Dark mode'): Promise<void> {
  await openProfileMenu(page);
  const stored = page.waitForResponse((res) => res.url().endsWith('/api-admin/account/preferences') && res.request().method() === 'PUT');
  await page.getByRole('switch', { name }).click();
  expect((await stored).status()).toBe(200);
  await page.keyboard.press('Escape');
  // Closed, as the user sees it: while Shoelace hides the panel it is already aria-hidden but still shown, and an
  // axe run in that moment finds its switches focusable under aria-hidden (seen once in a clean-clone run).
  await expect(page.getByRole('switch', { name })).toBeHidden();
}

/** Logs out through the profile menu. */
export async function logOut(page: Page): Promise<void> {
  await openProfileMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
}

export type DemoRole = 'master' | 'supervisor' | 'bulk' | 'fleetmanagement' | 'subsupervisor';

/** Signs a demo account in on a fresh page and waits until the shell shows its profile button. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  await page.goto(`/auth?clt=${DEMO_CLIENT}`);
  await submitLogin(page, demoAccount(role).email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
}

const signedIn = new Map<DemoRole, StorageState>();

/**
 * A signed-in English context for `role`, reusing one sign-in per role for the whole run (tokens live
 * 35 minutes in the e2e server) and a context the worker keeps (kept-contexts.ts: its first `newPage()` is the page
 * of an earlier test, parked, and `close()` hands it back); `kept: false` gives a context of its own, whose cache has
 * never seen the app. Tests that log out or switch client must sign in on their own.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  role: DemoRole,
  { kept = true }: { kept?: boolean } = {},
): Promise<BrowserContext> {
  let state = signedIn.get(role);
  if (!state) {
    // The sign-in itself in a kept context too: it leaves the app's assets in that context's cache.
    const context = await englishContext(browser, baseURL);
    await signInAs(await context.newPage(), role);
    state = await context.storageState();
    signedIn.set(role, state);
    await context.close();
  }
  return kept ? englishContext(browser, baseURL, state) : browser.newContext({ baseURL, storageState: state, reducedMotion: 'reduce' });
}

/** The selection dialog's body is slotted into the dialog panel: found from the element, not the panel. */
export const selectionDialog = (page: Page) => page.locator('ld-modal.selection-dialog');

/**
 * The arrangement area asks for an arrangement first when none is chosen yet (the choice is remembered
 * per browser context): waits until either the dialog or `content` shows, and picks `arrangement` when asked.
 */
export async function chooseArrangementIfAsked(page: Page, content: Locator, arrangement = 'Leaseregeling 2026'): Promise<void> {
  const dialog = selectionDialog(page);
  await expect(dialog.or(content).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByRole('radio', { name: arrangement }).check();
    await dialog.getByRole('button', { name: 'Select' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Picks `container` in the mobility area's container dialog, which must be showing. */
export async function chooseContainer(page: Page, container = 'Mobiliteitsbudget'): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Change mobility container' })).toBeVisible();
  const dialog = selectionDialog(page);
  await dialog.getByRole('combobox', { name: 'Mobility container' }).selectOption({ label: container });
  await dialog.getByRole('button', { name: 'Select' }).click();
}

/**
 * axe-core 4.14 (our own dev dependency, the one the element tests' chai-a11y-axe uses too), not the 4.13 that
 * @axe-core/playwright brings: 4.13 still marks label-content-name-mismatch experimental and skips it, so a button
 * whose name leaves out the text it shows ("NL" named "Language: Dutch") passed here and failed a user's axe.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  /** The first five offending elements' selectors. */
  targets: string[];
}

/**
 * axe-core's serious and critical findings on the page as it is now, or within `include` (a CSS selector); minor and
 * moderate ones are left to review, and their rules are not run. axe runs in the page and hands back only its violations: @axe-core/playwright's AxeBuilder
 * injected the library twice per run and sent every result type (each pass and each node's HTML) across the protocol,
 * 2–3 core-s a run on the driver list against 0.6 for the same rules and findings here (test/README.md).
 */
export async function seriousViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    type Violation = { id: string; impact?: string | null; nodes: { target: string[] }[] };
    type Axe = { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }>; _audit: { rules: { id: string; impact?: string }[] } };
    const axe = (window as unknown as { axe: Axe }).axe;
    // A rule with an impact gives every finding that impact (axe's finalizeRuleResult), so the minor and moderate
    // rules (30 of ~100) can only find what is dropped below: not run, they cost nothing.
    const quiet = Object.fromEntries(axe._audit.rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
      .map((rule) => [rule.id, { enabled: false }]));
    // resultTypes: passes and the rest keep one node each; every violation keeps all its nodes.
    const { violations } = await axe.run(selector ?? document, { resultTypes: ['violations'], rules: quiet });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  }, include);
}

/** Shoelace draws its box over a hidden native input: a user clicks the box, at the left of the stretched `<sl-checkbox>`. */
export async function toggleCheckbox(checkbox: Locator, checked: boolean): Promise<void> {
  await checkbox.click({ position: { x: 8, y: 10 } });
  await expect(checkbox).toHaveJSProperty('checked', checked);
}
