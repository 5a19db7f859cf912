import { html, nothing, type TemplateResult } from 'lit/html.js';
import { authMessageKey } from '../api/auth-messages';
import { field, onSubmit, requiredMark, t } from './auth-card';

/** The sign-in form of /auth, drawn inside the auth card (auth-card.ts). */

export interface LoginView {
  /** 'checking' while a stored or handed-over session is looked at, and while the app loads after a sign-in. */
  auth: 'checking' | 'form';
  submitting: boolean;
  /** The last sign-in was refused; `error` holds the server's words or null (generic message). */
  rejected: boolean;
  error: string | null;
  /** The previous session ended because a token could not be renewed. */
  tokenFailed: boolean;
}

export type SignIn = (username: string, password: string) => void;

export function loginForm(view: LoginView, signIn: SignIn): TemplateResult {
  if (view.auth === 'checking') return html`<p class="login__status" role="status">${t('auth:checking')}</p>`;
  const errorKey = authMessageKey(view.error);
  return html`<form class="login" aria-labelledby="login-title" @submit=${onSubmit((fields) => signIn(field(fields, 'username').trim(), field(fields, 'password')))}>
    <h2 id="login-title" class="login__title">${t('auth:title')}</h2>
    ${view.rejected
      ? // The inactive-account text in the user's language (spec 01 §8); other refusals in the server's words.
        html`<p class="login__error" role="alert">${errorKey ? t(errorKey) : (view.error ?? t('auth:genericError'))}</p>`
      : view.tokenFailed
        ? html`<p class="login__notice" role="status">${t('auth:tokenFailed')}</p>`
        : nothing}
    <label class="field" for="login-username">
      <span class="field__label">${t('auth:username')} ${requiredMark()}</span>
      <input id="login-username" name="username" type="text" autocomplete="username" required autofocus />
    </label>
    <label class="field" for="login-password">
      <span class="field__label">${t('auth:password')} ${requiredMark()}</span>
      <input id="login-password" name="password" type="password" autocomplete="current-password" required />
    </label>
    <button type="submit" class="ld-button ld-button--primary login__submit" ?disabled=${view.submitting}>
      ${view.submitting ? t('auth:submitting') : t('auth:submit')}
    </button>
  </form>`;
}
