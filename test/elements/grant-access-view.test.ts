import { expect } from '@open-wc/testing';
import { render } from 'lit/html.js';
import { INACTIVE_ACCOUNT } from '../../src/api/auth-messages';
import { grantAccessForm, type GrantAccessView } from '../../src/login-island/grant-access-view';
import { initTestI18n } from './support/i18n';
import { submitForm } from './support/submit-form';

// /auth/grant_access on the login island (issue 21 mend): the invitation page reads and behaves as the React screen did.

const editing: GrantAccessView = {
  status: 'editing', invitation: { emailAddress: 'ivo&co@demo.test', clientName: 'demo' }, problem: null, error: null, loginAddress: '/auth?clt=demo',
};

// Counts and texts, not elements, in assertions: a failing comparison that prints an element stalls the runner.
const hosts: HTMLElement[] = [];

function draw(view: Partial<GrantAccessView>, commands: { submit?: (password: string, repeat: string) => void; retry?: () => void } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  render(grantAccessForm({ ...editing, ...view }, { submit: () => {}, retry: () => {}, ...commands }), host);
  return host;
}

const text = (host: HTMLElement, selector: string) => host.querySelector(selector)?.textContent?.trim();

describe('the invitation page on the login island', () => {
  before(() => initTestI18n(['invitation', 'auth', 'common']));
  afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

  it('names the invited address as text, read-only, and asks for the password twice with the policy as a hint', () => {
    const host = draw({});
    expect(text(host, '.login__title')).to.equal('Set your password');
    expect(text(host, '.login__notice')).to.equal('Choose a password for ivo&co@demo.test. You are signed in right after.');
    const email = host.querySelector<HTMLInputElement>('input[name="username"]')!;
    expect([email.value, email.readOnly]).to.deep.equal(['ivo&co@demo.test', true]);
    const password = host.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect([password.required, password.minLength, password.maxLength]).to.deep.equal([true, 10, 200]);
    expect(text(host, `#${password.getAttribute('aria-describedby')}`)).to.equal('At least 10 characters.');
    expect(host.querySelectorAll('.required-mark').length).to.equal(2);
    expect(host.querySelectorAll('[role=alert]').length).to.equal(0);
    expect(text(host, '.login__submit')).to.equal('Set password and sign in');
  });

  it('hands both passwords as typed to submit, without a page load', () => {
    const calls: string[][] = [];
    const host = draw({}, { submit: (password, repeat) => calls.push([password, repeat]) });
    const submit = submitForm(host, { password: ' Welkom-2026 ', repeat: 'Welkom-2026' });
    expect(calls).to.deep.equal([[' Welkom-2026 ', 'Welkom-2026']]);
    expect(submit.defaultPrevented).to.equal(true);
  });

  it("says what is wrong with the passwords, or the server's refusal in the user's language", () => {
    expect(text(draw({ problem: 'tooShort' }), '[role=alert]')).to.equal('The password must be at least 10 characters long.');
    expect(text(draw({ problem: 'tooLong' }), '[role=alert]')).to.equal('The password may be at most 200 characters long.');
    expect(text(draw({ problem: 'mismatch' }), '[role=alert]')).to.equal('The passwords do not match.');
    expect(text(draw({ error: INACTIVE_ACCOUNT }), '[role=alert]')).to.equal('This account is inactive and therefore has no access to the online environment(s).');
    expect(text(draw({ error: 'Too weak.' }), '[role=alert]')).to.equal('Too weak.');
  });

  it('disables the button while the password is set and says so', () => {
    const button = draw({ status: 'submitting' }).querySelector<HTMLButtonElement>('.login__submit')!;
    expect([button.disabled, button.textContent?.trim()]).to.deep.equal([true, 'Saving…']);
  });

  it('shows only "checking" while the key is checked and once granted (the app opens)', () => {
    for (const status of ['checking', 'granted'] as const) {
      const host = draw({ status, invitation: null });
      expect(text(host, '.login__status[role=status]')).to.equal('Checking your invitation…');
      expect(host.querySelectorAll('form').length).to.equal(0);
    }
  });

  it('says a spent link cannot be used, and an inactive account in its words, each with a way to the sign-in page', () => {
    const spent = draw({ status: 'invalid', invitation: null });
    expect(text(spent, '[role=alert]')).to.equal('The verification process could not be validated. Please try again by requesting a new email.');
    expect([spent.querySelector('a')?.getAttribute('href'), text(spent, 'a')]).to.deep.equal(['/auth?clt=demo', 'To the sign-in page']);
    expect(spent.querySelectorAll('form').length).to.equal(0);
    expect(text(draw({ status: 'refused', invitation: null, error: INACTIVE_ACCOUNT }), '[role=alert]'))
      .to.equal('This account is inactive and therefore has no access to the online environment(s).');
    expect(text(draw({ status: 'refused', invitation: null }), '[role=alert]')).to.equal('Signing in did not work. Please try again.');
  });

  it('offers another try when the key could not be checked', () => {
    let retries = 0;
    const host = draw({ status: 'checkFailed', invitation: null }, { retry: () => retries++ });
    expect(text(host, '.login__error')).to.equal('Your invitation could not be checked. Check your connection and try again.');
    host.querySelector<HTMLButtonElement>('button')!.click();
    expect(retries).to.equal(1);
  });
});
