import i18next from 'i18next';
import { html, nothing, type TemplateResult } from 'lit/html.js';
import { authMessageKey } from '../api/auth-messages';
import type { ClientSetting } from '../api/types';
import { safeAssetUrl } from '../app/theme';

/**
 * The login page as lit-html templates: the markup, classes and texts of the React auth layout
 * (src/app/layouts/auth-layout.tsx) around the sign-in form, so /auth looks and reads as the other
 * /auth/* pages. lit-html sets every value as text or attribute, never as markup (the client's
 * display name and the server's words stay plain text).
 */

export interface LoginView {
  clientName: string;
  branding: 'loading' | 'found' | 'notFound';
  setting: ClientSetting | null;
  /** 'checking' while a stored or handed-over session is looked at, and while the app loads after a sign-in. */
  auth: 'checking' | 'form';
  submitting: boolean;
  /** The last sign-in was refused; `error` holds the server's words or null (generic message). */
  rejected: boolean;
  error: string | null;
  /** The previous session ended because a token could not be renewed. */
  tokenFailed: boolean;
}

export interface LoginCommands {
  signIn(username: string, password: string): void;
  retryBranding(): void;
}

const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

const requiredMark = () => html`<span class="required-mark" title=${t('common:required')} aria-hidden="true">*</span>`;

function clientNotFound(client: string, retry: () => void): TemplateResult {
  return html`<section class="client-not-found" role="alert">
    <h2>${t('auth:clientNotFound.title')}</h2>
    <p>${t('auth:clientNotFound.connect', { client })}</p>
    <p>${t('auth:clientNotFound.retryLater')}</p>
    <button type="button" class="ld-button" @click=${retry}>${t('common:retry')}</button>
  </section>`;
}

function submitted(signIn: LoginCommands['signIn']) {
  return (event: SubmitEvent) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    signIn(String(form.get('username') ?? '').trim(), String(form.get('password') ?? ''));
  };
}

function loginForm(view: LoginView, signIn: LoginCommands['signIn']): TemplateResult {
  if (view.auth === 'checking') return html`<p class="login__status" role="status">${t('auth:checking')}</p>`;
  const errorKey = authMessageKey(view.error);
  return html`<form class="login" aria-labelledby="login-title" @submit=${submitted(signIn)}>
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

export function loginPage(view: LoginView, commands: LoginCommands): TemplateResult {
  const { setting } = view;
  const logo = safeAssetUrl(setting?.logoUrl);
  return html`<div class="auth-layout">
    <main class="auth-card">
      <header class="auth-card__brand" aria-busy=${view.branding === 'loading' ? 'true' : 'false'}>
        ${logo ? html`<img class="auth-card__logo" src=${logo} alt=${t('auth:logoAlt', { client: setting?.displayName })} />` : nothing}
        ${setting ? html`<h1 class="auth-card__client">${setting.displayName}</h1>` : nothing}
      </header>
      ${view.branding === 'notFound' ? clientNotFound(view.clientName, commands.retryBranding) : loginForm(view, commands.signIn)}
    </main>
    <footer class="auth-layout__footer">${t('common:footer', { year: new Date().getFullYear() })}</footer>
  </div>`;
}
