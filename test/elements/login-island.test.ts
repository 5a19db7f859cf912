import { expect } from '@open-wc/testing';
import { render } from 'lit/html.js';
import { clientAddress } from '../../src/app/auth-page';
import { BOOT_FILES_META, bootFiles, linkFiles } from '../../src/app/boot-files';
import type { ClientSetting } from '../../contract/types/core';
import { authCard, type AuthCardView } from '../../src/login-island/auth-card';
import { rememberRedirectTarget } from '../../src/features/auth/redirect-target';
import { islandPageFor } from '../../src/login-island/island-pages';
import { loginForm, type LoginView } from '../../src/login-island/login-view';
import { signInTarget } from '../../src/login-island/signin-page';
import { initTestI18n } from './support/i18n';
import { submitForm } from './support/submit-form';

// Issue 21 point 1: /auth is drawn without React (src/login-island); it must read and behave as the React page did.

const setting = { name: 'demo', displayName: '<b>Demo</b> & co', logoUrl: 'javascript:alert(1)', faviconUrl: null } as ClientSetting;
const card: AuthCardView = { clientName: 'demo', branding: 'found', setting };
const form: LoginView = { auth: 'form', submitting: false, rejected: false, error: null, tokenFailed: false };

// Counts, not elements, in assertions: a failing comparison that prints an element stalls the runner.
const hosts: HTMLElement[] = [];

function draw(view: Partial<LoginView & AuthCardView>, commands: { signIn?: (u: string, p: string) => void; retryBranding?: () => void } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const all = { ...card, ...form, ...view };
  render(authCard(all, loginForm(all, commands.signIn ?? (() => {})), commands.retryBranding ?? (() => {})), host);
  return host;
}

const text = (host: HTMLElement, selector: string) => host.querySelector(selector)?.textContent?.trim();

describe('the login island', () => {
  before(() => initTestI18n(['auth', 'common']));
  afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

  it('shows the client as text, never markup, no logo from an unsafe address, the form with required marks and the footer year', () => {
    const host = draw({});
    expect(text(host, 'h1.auth-card__client')).to.equal('<b>Demo</b> & co');
    expect(host.querySelectorAll('h1 b').length, 'no markup from the display name').to.equal(0);
    // Only same-origin paths and http(s) addresses become a logo (theme.ts safeAssetUrl).
    expect(host.querySelectorAll('img').length).to.equal(0);
    expect(text(host, '.login__title')).to.equal('Sign in');
    expect([...host.querySelectorAll('.required-mark')].map((mark) => mark.getAttribute('title'))).to.deep.equal(['required', 'required']);
    expect(host.querySelector<HTMLInputElement>('#login-username')?.required).to.equal(true);
    expect(text(host, '.login__submit')).to.equal('Sign in');
    expect(text(host, '.auth-layout__footer')).to.equal(`© ${new Date().getFullYear()} Leasedesk`);
  });

  it('hands the trimmed username and the password to signIn, without a page load', () => {
    const calls: string[][] = [];
    const host = draw({}, { signIn: (username, password) => calls.push([username, password]) });
    const submit = submitForm(host, { username: '  ann@demo.test ', password: ' secret ' });
    expect(calls).to.deep.equal([['ann@demo.test', ' secret ']]);
    expect(submit.defaultPrevented).to.equal(true);
  });

  it('disables the button while signing in and says so', () => {
    const button = draw({ submitting: true }).querySelector<HTMLButtonElement>('.login__submit')!;
    expect(button.disabled).to.equal(true);
    expect(button.textContent?.trim()).to.equal('Signing in…');
  });

  it("shows the server's words for a refusal, the generic text without them, the token notice otherwise", () => {
    expect(text(draw({ rejected: true, error: 'The user name or password is incorrect.' }), '.login__error[role=alert]')).to.equal('The user name or password is incorrect.');
    expect(text(draw({ rejected: true, error: null }), '.login__error')).to.equal('Signing in did not work. Please try again.');
    const notice = draw({ tokenFailed: true });
    expect(text(notice, '.login__notice[role=status]')).to.equal('Your session could not be renewed. Please sign in again.');
    expect(draw({ rejected: true, tokenFailed: true }).querySelectorAll('.login__notice').length).to.equal(0);
  });

  it('shows only "checking" while a session is looked at, with the branding still busy', () => {
    const host = draw({ auth: 'checking', branding: 'loading', setting: null });
    expect(text(host, '.login__status[role=status]')).to.equal('Checking your session…');
    expect(host.querySelectorAll('form').length).to.equal(0);
    expect(host.querySelector('.auth-card__brand')?.getAttribute('aria-busy')).to.equal('true');
  });

  it('shows the three trouble texts for an unknown client, and Try again asks once more', () => {
    let retries = 0;
    const host = draw({ branding: 'notFound', setting: null, clientName: 'nobody' }, { retryBranding: () => retries++ });
    expect([...host.querySelectorAll('.client-not-found h2, .client-not-found p')].map((node) => node.textContent)).to.deep.equal([
      "Hmm. we're having trouble finding this client.",
      "We can't connect to the client nobody.",
      'If the client is correct, try again later.',
    ]);
    expect(host.querySelectorAll('form').length).to.equal(0);
    host.querySelector<HTMLButtonElement>('.client-not-found button')!.click();
    expect(retries).to.equal(1);
  });
});

describe('the sign-in pages around the form (auth-page.ts, island-pages.ts)', () => {
  it('boots the island for /auth, the arrival pages and /auth/grant_access as the router matches them, and for no other page', () => {
    expect(['/auth', '/AUTH/', '/auth/grant_access', '/Auth/Grant_Access/'].map(islandPageFor)).to.deep.equal(['login', 'login', 'grantAccess', 'grantAccess']);
    expect(['/auth/fleetmanagement', '/auth/leasewise/', '/Auth/LeaseWise'].map(islandPageFor)).to.deep.equal(['arrival', 'arrival', 'arrival']);
    expect(['/', '/authx', '/auth/leasewisex', '/auth/fleetmanagement/driver', '/auth/grant_access/x', '/component/auth', '/leasewise']
      .map(islandPageFor)).to.deep.equal([null, null, null, null, null, null, null]);
  });

  describe('where the app opens after a sign-in (signin-page.ts signInTarget)', () => {
    afterEach(() => rememberRedirectTarget(null));

    it("keeps only an arrival's property and id on an arrival page, as the dashboard's query", () => {
      expect(signInTarget(true, '?clt=demo&property=driver&id=FM-42')).to.equal('/?property=driver&id=FM-42');
      expect(signInTarget(true, '?id=a1b2-c3d4&utm=x&property=arrangement&clt=demo&next=%2F%2Fevil.test')).to.equal('/?property=arrangement&id=a1b2-c3d4');
    });

    it('drops an arrival outside the patterns or half of one: the dashboard, never another address', () => {
      for (const search of ['?property=../x&id=1', '?property=driver&id=1/../../x', '?property=%2F%2Fevil.test&id=1', '?property=Driver&id=1',
        '?property=driver&id=', '?property=driver', '?id=42', '?clt=demo']) {
        expect(signInTarget(true, search), search).to.equal('/');
      }
    });

    it("prefers the arrival over a ?redirect= on an arrival page, falls back to the redirect without one, and /auth keeps its redirect rule", () => {
      rememberRedirectTarget('/arrangement/driver');
      expect(signInTarget(true, '?property=driver&id=7&redirect=%2Farrangement%2Fdriver')).to.equal('/?property=driver&id=7');
      expect(signInTarget(true, '?property=../x&id=7&redirect=%2Farrangement%2Fdriver')).to.equal('/arrangement/driver');
      expect(signInTarget(false, '?property=driver&id=7&redirect=%2Farrangement%2Fdriver')).to.equal('/arrangement/driver');
      rememberRedirectTarget(null);
      expect(signInTarget(false, '?property=driver&id=7')).to.equal('/');
    });
  });


  it('rewrites ?client= or a missing client to ?clt=, keeping the other parameters, and leaves a canonical address alone', () => {
    expect(clientAddress('/auth', '?client=Demo&redirect=%2Fx', { name: 'demo', rewrite: true })).to.equal('/auth?clt=demo&redirect=%2Fx');
    expect(clientAddress('/auth/grant_access', '?key=k', { name: 'acme', rewrite: true })).to.equal('/auth/grant_access?clt=acme&key=k');
    expect(clientAddress('/auth', '?clt=demo', { name: 'demo', rewrite: false })).to.equal(null);
  });
});

describe('the boot file lists (boot-files.ts)', () => {
  afterEach(() => document.head.querySelectorAll(`meta[name="${BOOT_FILES_META}"], link[href^="/assets/test-"]`).forEach((node) => node.remove()));

  function listFiles(content: string) {
    const meta = document.createElement('meta');
    meta.name = BOOT_FILES_META;
    meta.content = content;
    document.head.append(meta);
  }

  it("reads each boot's list as the build wrote it, and nothing from a missing or broken list", () => {
    expect(bootFiles('login')).to.deep.equal([]);
    listFiles(JSON.stringify({ login: ['/assets/test-island.js'], app: ['/assets/test-react.js', 7] }));
    expect(bootFiles('login')).to.deep.equal(['/assets/test-island.js']);
    expect(bootFiles('app')).to.deep.equal(['/assets/test-react.js']);
    document.head.querySelector(`meta[name="${BOOT_FILES_META}"]`)!.setAttribute('content', '{not json');
    expect(bootFiles('app')).to.deep.equal([]);
  });

  it('links each file once per kind: a prefetched file can still be preloaded when it is needed now', () => {
    linkFiles('prefetch', ['/assets/test-a.js', '/assets/test-b.js']);
    linkFiles('prefetch', ['/assets/test-a.js']);
    linkFiles('modulepreload', ['/assets/test-a.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[href^="/assets/test-"]')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
    expect(links).to.deep.equal(['prefetch /assets/test-a.js', 'prefetch /assets/test-b.js', 'modulepreload /assets/test-a.js']);
  });
});
