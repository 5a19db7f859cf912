import i18next from 'i18next';
import { html, nothing, type TemplateResult } from 'lit/html.js';
import type { ClientSetting } from '../../contract/types/core';
import { safeAssetUrl } from '../app/theme';

/**
 * The card every sign-in page (/auth, the arrival pages, /auth/grant_access) is drawn in, the only copy of
 * its markup: the client's logo and name, the page's form or "client not found" with a retry, the footer. lit-html
 * sets every value as text or attribute, never as markup (the client's display name stays plain text).
 */

export interface AuthCardView {
  clientName: string;
  branding: 'loading' | 'found' | 'notFound';
  setting: ClientSetting | null;
}

export const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

/** The asterisk of a required field (plain markup: the sign-in pages load no Shoelace). */
export const requiredMark = (): TemplateResult =>
  html`<span class="required-mark" title=${t('common:required')} aria-hidden="true">*</span>`;

/** A form's submit handler: the fields to `handle`, never a page load. */
export function onSubmit(handle: (fields: FormData) => void): (event: SubmitEvent) => void {
  return (event) => {
    event.preventDefault();
    handle(new FormData(event.currentTarget as HTMLFormElement));
  };
}

/** A text field's value as typed ('' when missing). */
export const field = (fields: FormData, name: string): string => String(fields.get(name) ?? '');

function clientNotFound(client: string, retry: () => void): TemplateResult {
  return html`<section class="client-not-found" role="alert">
    <h2>${t('auth:clientNotFound.title')}</h2>
    <p>${t('auth:clientNotFound.connect', { client })}</p>
    <p>${t('auth:clientNotFound.retryLater')}</p>
    <button type="button" class="ld-button" @click=${retry}>${t('common:retry')}</button>
  </section>`;
}

/** `body` is the page's own content; an unknown client replaces it with the trouble texts and a retry. */
export function authCard(view: AuthCardView, body: TemplateResult, retryBranding: () => void): TemplateResult {
  const { setting } = view;
  const logo = safeAssetUrl(setting?.logoUrl);
  return html`<div class="auth-layout">
    <main class="auth-card">
      <header class="auth-card__brand" aria-busy=${view.branding === 'loading' ? 'true' : 'false'}>
        ${logo ? html`<img class="auth-card__logo" src=${logo} alt=${t('auth:logoAlt', { client: setting?.displayName })} />` : nothing}
        ${setting ? html`<h1 class="auth-card__client">${setting.displayName}</h1>` : nothing}
      </header>
      ${view.branding === 'notFound' ? clientNotFound(view.clientName, retryBranding) : body}
    </main>
    <footer class="auth-layout__footer">${t('common:footer', { year: new Date().getFullYear() })}</footer>
  </div>`;
}
