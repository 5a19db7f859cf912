import { html, nothing, type TemplateResult } from 'lit/html.js';
import { authMessageKey } from '../api/auth-messages';
import { PASSWORD_LENGTH } from '../api/invitation';
import type { GrantAccessContext } from '../../machines/grant-access.machine';
import { field, onSubmit, requiredMark, t } from './auth-card';

/**
 * /auth/grant_access?clt={client}&key={key}, the link of an invitation mail (issue 18), drawn inside the
 * auth card: the key is checked, the invited address shown, a password chosen twice; a spent or expired
 * link says so (spec 01 §8) and leads to the sign-in page.
 */

/** The grantAccess machine's states, as the page tells them apart. */
export const GRANT_ACCESS_STATUSES = ['checking', 'checkFailed', 'editing', 'submitting', 'granted', 'invalid', 'refused'] as const;
export type GrantAccessStatus = (typeof GRANT_ACCESS_STATUSES)[number];

/** What the machine knows of the link (whose it is, what is wrong), in the state it is in. */
export interface GrantAccessView extends Pick<GrantAccessContext, 'invitation' | 'problem' | 'error'> {
  status: GrantAccessStatus;
  /** The sign-in page of this client, for a link that cannot be used. */
  loginAddress: string;
}

export interface GrantAccessCommands {
  submit(password: string, repeat: string): void;
  retry(): void;
}

export function grantAccessForm(view: GrantAccessView, commands: GrantAccessCommands): TemplateResult {
  const { status } = view;
  if (status === 'checking' || status === 'granted') return html`<p class="login__status" role="status">${t('invitation:checking')}</p>`;
  const errorKey = authMessageKey(view.error);
  const serverWords = errorKey ? t(errorKey) : view.error;
  if (status === 'invalid' || status === 'refused') {
    return html`<section class="login" aria-labelledby="grant-title">
      <h2 id="grant-title" class="login__title">${t('invitation:title')}</h2>
      <p class="login__error" role="alert">${status === 'invalid' ? t('invitation:verificationFailed') : (serverWords ?? t('auth:genericError'))}</p>
      <a href=${view.loginAddress}>${t('invitation:toSignIn')}</a>
    </section>`;
  }
  if (status === 'checkFailed') {
    return html`<section class="login" role="alert">
      <p class="login__error">${t('invitation:checkFailed')}</p>
      <button type="button" class="ld-button" @click=${commands.retry}>${t('common:retry')}</button>
    </section>`;
  }
  const refusal = view.problem ? t(`invitation:problems.${view.problem}`, PASSWORD_LENGTH) : serverWords;
  const email = view.invitation?.emailAddress ?? '';
  return html`<form class="login" aria-labelledby="grant-title" novalidate @submit=${onSubmit((fields) => commands.submit(field(fields, 'password'), field(fields, 'repeat')))}>
    <h2 id="grant-title" class="login__title">${t('invitation:title')}</h2>
    <p class="login__notice">${t('invitation:intro', { email })}</p>
    ${refusal ? html`<p class="login__error" role="alert">${refusal}</p>` : nothing}
    <label class="field" for="grant-email">
      <span class="field__label">${t('invitation:email')}</span>
      <input id="grant-email" name="username" type="email" autocomplete="username" .value=${email} readonly />
    </label>
    <label class="field" for="grant-password">
      <span class="field__label">${t('invitation:password')} ${requiredMark()}</span>
      <input id="grant-password" name="password" type="password" autocomplete="new-password" required
        minlength=${PASSWORD_LENGTH.min} maxlength=${PASSWORD_LENGTH.max} aria-describedby="grant-hint" />
    </label>
    <p id="grant-hint" class="login__notice">${t('invitation:hint', PASSWORD_LENGTH)}</p>
    <label class="field" for="grant-repeat">
      <span class="field__label">${t('invitation:repeat')} ${requiredMark()}</span>
      <input id="grant-repeat" name="repeat" type="password" autocomplete="new-password" required maxlength=${PASSWORD_LENGTH.max} />
    </label>
    <button type="submit" class="ld-button ld-button--primary login__submit" ?disabled=${status === 'submitting'}>
      ${status === 'submitting' ? t('invitation:submitting') : t('invitation:submit')}
    </button>
  </form>`;
}
