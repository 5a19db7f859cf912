import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import { LdConfirmDialogBase, type LdConfirmDetail } from '../modal/confirm-dialog.base';
import { styles } from './post-dialog.styles';

export type LdPostType = 'default' | 'arrangement';

export interface LdPostArrangement {
  id: number | string;
  name: string;
}

/**
 * @summary Asks to confirm a post (send, publish): primary and cancel buttons, not closable by a
 *   click outside. A "send e-mail" tick starts on each time it opens. With type `arrangement` the
 *   user picks the arrangements to send the e-mail for, and the primary button stays disabled until
 *   at least one is picked.
 *
 * @event {CustomEvent<LdConfirmDetail>} ld-confirm - The primary button was clicked:
 *   `{ sendMail, arrangementIds? }` (ids with type `arrangement`, in list order). Cancelable; the
 *   dialog closes unless prevented or `keep-open`.
 * @event {CustomEvent<LdCancelDetail>} ld-cancel - Cancel, × or Escape: `{ source }`.
 *
 * @csspart dialog - The underlying `<sl-dialog>`.
 * @csspart header - The header row.
 * @csspart title - The title.
 * @csspart close-button - The × button.
 * @csspart body - The body wrapper.
 * @csspart footer - The footer wrapper.
 * @csspart message - The question.
 * @csspart send-mail - The send-e-mail `<sl-checkbox>`.
 * @csspart arrangements - The fieldset listing the arrangements.
 * @csspart arrangement - Each arrangement's `<sl-checkbox>`.
 * @csspart cancel-button - The cancel button.
 * @csspart confirm-button - The primary button.
 *
 * @cssproperty --ld-modal-width - Preferred width of the dialog.
 * @cssproperty --ld-dialog-message-color - Colour of the question.
 * @cssproperty --ld-post-dialog-list-max-height - Height after which the arrangement list scrolls (default 16rem).
 */
export default class LdPostDialog extends LdConfirmDialogBase {
  static override styles = styles;

  protected readonly kind = 'post';

  /** `arrangement` asks which arrangements the e-mail is for. */
  @property() type: LdPostType = 'default';

  /** The arrangements to choose from (type `arrangement`). */
  @property({ attribute: false }) arrangements: LdPostArrangement[] = [];

  @state() private sendMail = true;
  @state() private chosen = new Set<number | string>();

  protected resetState(): void {
    this.sendMail = true;
    this.chosen = new Set();
  }

  protected get canConfirm(): boolean {
    return this.type !== 'arrangement' || this.arrangements.some((a) => this.chosen.has(a.id));
  }

  protected confirmDetail(): LdConfirmDetail {
    const detail: LdConfirmDetail = { sendMail: this.sendMail };
    if (this.type === 'arrangement') detail.arrangementIds = this.arrangements.filter((a) => this.chosen.has(a.id)).map((a) => a.id);
    return detail;
  }

  private toggle(id: number | string, checked: boolean) {
    const next = new Set(this.chosen);
    if (checked) next.add(id);
    else next.delete(id);
    this.chosen = next;
  }

  private renderArrangements() {
    return html`<fieldset part="arrangements">
      <legend>${this.i18n.t('post.arrangements')}</legend>
      <div class="list">
        ${this.arrangements.map(
          (a) => html`<sl-checkbox
            part="arrangement"
            data-id=${String(a.id)}
            ?checked=${this.chosen.has(a.id)}
            @sl-change=${(e: Event) => this.toggle(a.id, (e.target as HTMLInputElement).checked)}
            >${a.name}</sl-checkbox
          >`,
        )}
      </div>
      ${this.canConfirm ? nothing : html`<p class="hint" part="arrangements-hint">${this.i18n.t('post.arrangementsHint')}</p>`}
    </fieldset>`;
  }

  override render() {
    const body = html`<div class="fields">
      <sl-checkbox
        part="send-mail"
        ?checked=${this.sendMail}
        @sl-change=${(e: Event) => (this.sendMail = (e.target as HTMLInputElement).checked)}
        >${this.i18n.t('post.sendMail')}</sl-checkbox
      >
      ${this.type === 'arrangement' ? this.renderArrangements() : nothing}
    </div>`;
    return this.renderDialog(body, { variant: 'primary', noCloseOnOverlay: true });
  }
}
