import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { LocalizeController } from '../shared/localize';
import type { LdCloseDetail } from './modal.component';
import './modal';

/** What a confirmation dialog reports; each dialog fills in only the fields it asks for. */
export interface LdConfirmDetail {
  /** Delete: the trimmed reason, when a reason is required. */
  reason?: string;
  /** Delete: whether the driver's status is to be reset (only when offered). */
  resetStatus?: boolean;
  /** Delete with reset: the new expiry date (ISO yyyy-MM-dd), or null when none was chosen. */
  expiryDate?: string | null;
  /** Post: whether to send the e-mail. */
  sendMail?: boolean;
  /** Post with type arrangement: the chosen arrangements' ids. */
  arrangementIds?: Array<number | string>;
  /** Bulk: whether the privacy-data download was ticked (and its terms accepted). */
  addPrivacyData?: boolean;
}

export type LdCancelSource = LdCloseDetail['source'] | 'cancel-button';
export interface LdCancelDetail {
  source: LdCancelSource;
}

/**
 * The shared part of the four confirmation dialogs: `open`, texts, busy state, the footer's
 * confirm and cancel buttons, and the `ld-confirm` / `ld-cancel` events. Each dialog's own state
 * (reason, ticks, chosen items) is reset whenever it opens.
 *
 * @event {CustomEvent<LdConfirmDetail>} ld-confirm - The confirm button was clicked (the detail depends on the dialog).
 * @event {CustomEvent<LdCancelDetail>} ld-cancel - Cancel, ×, Escape or an overlay click: `{ source }`.
 */
export abstract class LdConfirmDialogBase extends LitElement {
  protected readonly i18n = new LocalizeController(this, 'dialogs');

  /** Shows the dialog. Reflects; setting it from code emits nothing. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The title; empty means the dialog's default text. */
  @property() label = '';

  /** The question in the body; empty means the dialog's default text. */
  @property() message = '';

  /** Text of the confirm button; empty means the default. */
  @property({ attribute: 'confirm-label' }) confirmLabel = '';

  /** Shows a spinner on the confirm button and disables both buttons (while the screen saves). */
  @property({ type: Boolean, reflect: true }) busy = false;

  /** Keeps the dialog open after `ld-confirm`; the screen closes it (e.g. when the call succeeds). */
  @property({ type: Boolean, attribute: 'keep-open' }) keepOpen = false;

  /** The i18n key prefix of this dialog (`delete`, `post`, `edit`, `bulk`). */
  protected abstract readonly kind: string;

  /** Forgets what the user entered last time; called each time the dialog opens. */
  protected abstract resetState(): void;

  /** Whether the confirm button is enabled. */
  protected abstract get canConfirm(): boolean;

  /** The detail of `ld-confirm`. */
  protected abstract confirmDetail(): LdConfirmDetail;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open) this.resetState();
  }

  protected get heading(): string {
    return this.label || this.i18n.t(`${this.kind}.title`);
  }

  /** The body text when `message` is empty ('' shows none). */
  protected get defaultMessage(): string {
    return this.i18n.t(`${this.kind}.message`);
  }

  /** Confirms (when allowed); the dialog closes unless `keep-open` or a listener prevents it. */
  protected confirm(): void {
    if (!this.canConfirm || this.busy) return;
    const event = new CustomEvent<LdConfirmDetail>('ld-confirm', {
      detail: this.confirmDetail(),
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (this.dispatchEvent(event) && !this.keepOpen) this.open = false;
  }

  protected cancel(source: LdCancelSource): void {
    // A disabled sl-button still reports clicks made from code; busy means no way out until the screen is done.
    if (this.busy) return;
    this.dispatchEvent(new CustomEvent<LdCancelDetail>('ld-cancel', { detail: { source }, bubbles: true, composed: true }));
    this.open = false;
  }

  /** The inner ld-modal's close request becomes this dialog's ld-cancel. */
  protected handleModalClose(event: CustomEvent<LdCloseDetail>): void {
    event.stopPropagation();
    if (this.busy) event.preventDefault();
    else this.cancel(event.detail.source);
  }

  /** The ld-modal with the message, the body and the footer (extra buttons, cancel, confirm). */
  protected renderDialog(
    body: TemplateResult | typeof nothing,
    options: {
      variant: 'primary' | 'danger';
      noCloseOnOverlay?: boolean;
      /** Replaces the message ('' for none), e.g. on a second step. */
      message?: string;
      footerStart?: TemplateResult;
      confirm?: TemplateResult;
    },
  ): TemplateResult {
    const message = options.message ?? (this.message || this.defaultMessage);
    return html`
      <ld-modal
        exportparts="dialog, header, title, close-button, body, footer"
        label=${this.heading}
        ?open=${this.open}
        ?no-close-on-overlay=${options.noCloseOnOverlay ?? false}
        @ld-close=${this.handleModalClose}
      >
        ${message ? html`<p part="message" class="message">${message}</p>` : nothing} ${body}
        ${options.footerStart ?? nothing}
        <sl-button slot="footer" part="cancel-button" ?disabled=${this.busy} @click=${() => this.cancel('cancel-button')}
          >${this.i18n.t('cancel')}</sl-button
        >
        ${options.confirm ??
        html`<sl-button
          slot="footer"
          part="confirm-button"
          variant=${options.variant}
          ?disabled=${!this.canConfirm}
          ?loading=${this.busy}
          @click=${() => this.confirm()}
          >${this.confirmLabel || this.i18n.t(`${this.kind}.confirm`)}</sl-button
        >`}
      </ld-modal>
    `;
  }
}

declare global {
  interface HTMLElementEventMap {
    'ld-confirm': CustomEvent<LdConfirmDetail>;
    'ld-cancel': CustomEvent<LdCancelDetail>;
  }
}
