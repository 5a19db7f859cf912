import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
// Per-component Shoelace imports register sl-dialog and sl-button.
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { styles } from './session-expiry.styles';

/** Seconds as mm:ss; kept here so the element stays free of app imports. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * @summary Asks an idle user whether to keep the session, counting down to automatic logout.
 *   Not closable by clicking outside or pressing Escape: the user must choose.
 *
 * @event ld-continue - The user chose to continue the session.
 * @event ld-logout - The user chose to log out now.
 *
 * @csspart dialog - The underlying `<sl-dialog>`.
 * @csspart countdown - The mm:ss countdown.
 * @csspart continue-button - The Continue button.
 * @csspart logout-button - The Log out button.
 *
 * @cssproperty --ld-session-expiry-width - Width of the dialog.
 */
export default class LdSessionExpiry extends LitElement {
  static override styles = styles;

  /** Shows the dialog. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Seconds left before automatic logout; rendered as mm:ss. */
  @property({ type: Number, attribute: 'remaining-seconds' }) remainingSeconds = 0;

  /** Dialog title (also its accessible name). Strings come translated from the host app. */
  @property() label = 'Your session is about to expire';

  /** Text before the countdown. */
  @property() message = 'For your security you will be signed out automatically in';

  @property({ attribute: 'continue-label' }) continueLabel = 'Continue';

  @property({ attribute: 'logout-label' }) logoutLabel = 'Log out';

  /** Overlay clicks, Escape and the close button all ask to close; the answer is always no. */
  private handleRequestClose(event: Event) {
    event.preventDefault();
  }

  private emit(name: 'ld-continue' | 'ld-logout') {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true }));
  }

  override render() {
    return html`
      <sl-dialog
        part="dialog"
        label=${this.label}
        no-header
        ?open=${this.open}
        @sl-request-close=${this.handleRequestClose}
      >
        <h2 class="title">${this.label}</h2>
        <p class="message">
          ${this.message}
          <span class="countdown" part="countdown" role="timer">${formatMinutesSeconds(this.remainingSeconds)}</span>
        </p>
        <div class="actions" slot="footer">
          <sl-button part="logout-button" @click=${() => this.emit('ld-logout')}>${this.logoutLabel}</sl-button>
          <sl-button part="continue-button" variant="primary" @click=${() => this.emit('ld-continue')}>
            ${this.continueLabel}
          </sl-button>
        </div>
      </sl-dialog>
    `;
  }
}
