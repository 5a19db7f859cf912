import { html } from 'lit';
import { property } from 'lit/decorators.js';
import { LdConfirmDialogBase, type LdConfirmDetail } from '../modal/confirm-dialog.base';
import { styles } from './edit-dialog.styles';

/**
 * @summary An edit dialog: the screen's form in the body, save and cancel in the footer. The
 *   screen owns the form's values and validity; `confirm-disabled` keeps Save disabled while the
 *   form is invalid or unchanged.
 *
 * @event {CustomEvent<LdConfirmDetail>} ld-confirm - Save was clicked (`{}`; the values are the screen's).
 *   Cancelable; the dialog closes unless prevented or `keep-open`.
 * @event {CustomEvent<LdCancelDetail>} ld-cancel - Cancel, ×, Escape or (unless `no-close-on-overlay`) an overlay click: `{ source }`.
 *
 * @slot - The form.
 *
 * @csspart dialog - The underlying `<sl-dialog>`.
 * @csspart header - The header row.
 * @csspart title - The title.
 * @csspart close-button - The × button.
 * @csspart body - The body wrapper.
 * @csspart footer - The footer wrapper.
 * @csspart message - The optional text above the form.
 * @csspart cancel-button - The cancel button.
 * @csspart confirm-button - The save button.
 *
 * @cssproperty --ld-modal-width - Preferred width of the dialog.
 * @cssproperty --ld-dialog-message-color - Colour of the text above the form.
 */
export default class LdEditDialog extends LdConfirmDialogBase {
  static override styles = styles;

  protected readonly kind = 'edit';

  /** Keeps Save disabled (an invalid or unchanged form). */
  @property({ type: Boolean, attribute: 'confirm-disabled' }) confirmDisabled = false;

  /** Overlay clicks do not close the dialog (a long form the user should not lose by accident). */
  @property({ type: Boolean, attribute: 'no-close-on-overlay' }) noCloseOnOverlay = false;

  /** No text above the form unless `message` is given. */
  protected override get defaultMessage(): string {
    return '';
  }

  protected resetState(): void {
    // The form's state lives in the screen.
  }

  protected get canConfirm(): boolean {
    return !this.confirmDisabled;
  }

  protected confirmDetail(): LdConfirmDetail {
    return {};
  }

  override render() {
    return this.renderDialog(html`<slot></slot>`, { variant: 'primary', noCloseOnOverlay: this.noCloseOnOverlay });
  }
}
