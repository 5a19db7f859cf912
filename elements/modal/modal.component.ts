import { LitElement, html, nothing } from 'lit';
import { property, query } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { LocalizeController } from '../shared/localize';
import { styles } from './modal.styles';

/** How the user asked to close: the × button, Escape, or a click on the overlay. */
export type LdCloseSource = 'close-button' | 'keyboard' | 'overlay';
export interface LdCloseDetail {
  source: LdCloseSource;
}

/**
 * @summary A modal dialog on `sl-dialog` with a header (title and close button), a body and footer
 *   buttons. The header is drawn here rather than by Shoelace so the close button needs no icon
 *   download (the app's CSP allows no `data:` fetches).
 *
 * @event {CustomEvent<LdCloseDetail>} ld-close - The user dismissed the dialog (× button, Escape or,
 *   unless `no-close-on-overlay`, an overlay click). Cancelable: `preventDefault()` keeps it open.
 *   Setting `open = false` from code emits nothing.
 *
 * @slot - The body.
 * @slot label - Rich title content; the `label` attribute still names the dialog for screen readers.
 * @slot footer - The footer buttons, right-aligned.
 *
 * @csspart dialog - The underlying `<sl-dialog>`.
 * @csspart header - The header row.
 * @csspart title - The title (`h2`).
 * @csspart close-button - The × button.
 * @csspart body - The body wrapper.
 * @csspart footer - The footer wrapper.
 *
 * @cssproperty --ld-modal-width - Preferred width (default 32rem).
 * @cssproperty --ld-modal-title-color - Title colour (default `--sl-color-neutral-900`).
 */
export default class LdModal extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'dialogs');

  /** Shows the dialog. Reflects; set it to open or close from code (no event). */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The title, also the dialog's accessible name. */
  @property() label = '';

  /** Clicks on the overlay do not close the dialog (Escape and × still do). */
  @property({ type: Boolean, attribute: 'no-close-on-overlay' }) noCloseOnOverlay = false;

  /** Hides the × button; Escape still closes. */
  @property({ type: Boolean, attribute: 'no-close-button' }) noCloseButton = false;

  @query('sl-dialog') private dialog!: HTMLElement;

  /** Opens the dialog (same as `open = true`). */
  show(): void {
    this.open = true;
  }

  /** Closes the dialog without an event (same as `open = false`). */
  hide(): void {
    this.open = false;
  }

  /** Asks the host whether the user may close; closes unless an `ld-close` listener prevents it. */
  private requestClose(source: LdCloseSource): boolean {
    const event = new CustomEvent<LdCloseDetail>('ld-close', {
      detail: { source },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (!this.dispatchEvent(event)) return false;
    this.open = false;
    return true;
  }

  private handleRequestClose(event: CustomEvent<{ source: LdCloseSource }>) {
    // sl-request-close from a nested dialog in the body bubbles through here: not ours.
    if (event.target !== this.dialog) return;
    if (event.detail.source === 'overlay' && this.noCloseOnOverlay) {
      event.preventDefault();
      return;
    }
    if (!this.requestClose(event.detail.source)) event.preventDefault();
  }

  /** Escape or a Shoelace-driven hide: keep `open` in step with the sl-dialog. */
  private handleAfterHide(event: Event) {
    if (event.target === this.dialog) this.open = false;
  }

  override render() {
    return html`
      <sl-dialog
        part="dialog"
        label=${this.label}
        no-header
        ?open=${this.open}
        @sl-request-close=${this.handleRequestClose}
        @sl-after-hide=${this.handleAfterHide}
      >
        <header part="header" class="header">
          <h2 part="title" class="title"><slot name="label">${this.label}</slot></h2>
          ${this.noCloseButton
            ? nothing
            : html`<button
                part="close-button"
                class="close"
                type="button"
                aria-label=${this.i18n.t('close')}
                title=${this.i18n.t('close')}
                @click=${() => this.requestClose('close-button')}
              >
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
                </svg>
              </button>`}
        </header>
        <div part="body" class="body"><slot></slot></div>
        <div part="footer" class="footer" slot="footer"><slot name="footer"></slot></div>
      </sl-dialog>
    `;
  }
}
