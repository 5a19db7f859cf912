import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '@shoelace-style/shoelace/dist/components/textarea/textarea.js';
import '../date-picker/date-picker';
import { LdConfirmDialogBase, type LdConfirmDetail } from '../modal/confirm-dialog.base';
import { styles } from './delete-dialog.styles';

/** Today as ISO yyyy-MM-dd in the browser's zone. */
export function localIsoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The yyyy-MM-dd part of an ISO date or date-time; '' for empty, unreadable or year 0001 ("no date"). */
export function isoDay(value: string | null | undefined): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return day && day[1] !== '0001' ? day[0] : '';
}

/** DD-MM-YYYY, or a dash for no date (spec 01 §5). */
export function displayDay(value: string | null | undefined): string {
  const day = isoDay(value);
  return day ? day.split('-').reverse().join('-') : '-';
}

/**
 * @summary Asks to confirm a delete: danger and cancel buttons. Optionally a required reason
 *   (6 rows; delete stays disabled while it is empty or whitespace), a required "cannot be undone"
 *   tick, and an option to reset the driver's status with a new expiry date (the current expiry or a
 *   dash is shown; the picker allows no day before today).
 *
 * @event {CustomEvent<LdConfirmDetail>} ld-confirm - Delete was clicked: `{ reason?, resetStatus?, expiryDate? }`,
 *   each only when its option is on. Cancelable; the dialog closes unless prevented or `keep-open`.
 * @event {CustomEvent<LdCancelDetail>} ld-cancel - Cancel, ×, Escape or an overlay click: `{ source }`.
 *
 * @csspart dialog - The underlying `<sl-dialog>`.
 * @csspart header - The header row.
 * @csspart title - The title.
 * @csspart close-button - The × button.
 * @csspart body - The body wrapper.
 * @csspart footer - The footer wrapper.
 * @csspart message - The question.
 * @csspart reason - The reason `<sl-textarea>`.
 * @csspart acknowledge - The "cannot be undone" `<sl-checkbox>`.
 * @csspart reset-status - The reset-status `<sl-checkbox>`.
 * @csspart current-expiry - The current expiry date (DD-MM-YYYY or "-").
 * @csspart expiry-picker - The `<ld-date-picker>` for the new expiry date.
 * @csspart cancel-button - The cancel button.
 * @csspart confirm-button - The delete button.
 *
 * @cssproperty --ld-modal-width - Preferred width of the dialog.
 * @cssproperty --ld-dialog-message-color - Colour of the question.
 */
export default class LdDeleteDialog extends LdConfirmDialogBase {
  static override styles = styles;

  protected readonly kind = 'delete';

  /** Asks for a reason; delete stays disabled while it is empty or whitespace. */
  @property({ type: Boolean, attribute: 'require-reason' }) requireReason = false;

  /** Asks for a "this cannot be undone" tick before delete is enabled. */
  @property({ type: Boolean, attribute: 'require-acknowledge' }) requireAcknowledge = false;

  /** Offers to reset the driver's status, with a new expiry date. */
  @property({ type: Boolean, attribute: 'offer-reset-status' }) offerResetStatus = false;

  /** The driver's current expiry date (ISO); shown as DD-MM-YYYY, or "-" when empty. */
  @property({ attribute: 'expiry-date' }) expiryDate = '';

  /** Today (ISO yyyy-MM-dd); empty means the real today. For tests and time-zone-fixed screens. */
  @property() today = '';

  @state() private reason = '';
  @state() private acknowledged = false;
  @state() private resetStatus = false;
  @state() private newExpiry = '';

  private get todayIso(): string {
    return isoDay(this.today) || localIsoToday();
  }

  protected resetState(): void {
    this.reason = '';
    this.acknowledged = false;
    this.resetStatus = false;
    const current = isoDay(this.expiryDate);
    // The picker starts at the current expiry, unless that is already in the past.
    this.newExpiry = current && current >= this.todayIso ? current : '';
  }

  protected get canConfirm(): boolean {
    if (this.requireReason && this.reason.trim() === '') return false;
    if (this.requireAcknowledge && !this.acknowledged) return false;
    if (this.offerResetStatus && this.resetStatus && this.newExpiry !== '' && this.newExpiry < this.todayIso) return false;
    return true;
  }

  protected confirmDetail(): LdConfirmDetail {
    const detail: LdConfirmDetail = {};
    if (this.requireReason) detail.reason = this.reason.trim();
    if (this.offerResetStatus) {
      detail.resetStatus = this.resetStatus;
      if (this.resetStatus) detail.expiryDate = this.newExpiry || null;
    }
    return detail;
  }

  private handleExpiryChange(event: CustomEvent<{ value: string }>) {
    // The picker's ld-change is internal: the dialog reports the date in ld-confirm.
    event.stopPropagation();
    this.newExpiry = event.detail.value;
  }

  /**
   * Escape with the calendar open closes only the calendar: cancelling the keydown (in the capture
   * phase, before the picker closes itself) keeps the browser from turning it into a dialog close.
   */
  private readonly escapeGuard = {
    capture: true,
    handleEvent: (event: KeyboardEvent) => {
      const picker = this.renderRoot.querySelector('ld-date-picker');
      if (event.key === 'Escape' && picker?.open) event.preventDefault();
    },
  };

  private renderResetStatus() {
    return html`
      <sl-checkbox
        part="reset-status"
        ?checked=${this.resetStatus}
        @sl-change=${(e: Event) => (this.resetStatus = (e.target as HTMLInputElement).checked)}
        >${this.i18n.t('delete.resetStatus')}</sl-checkbox
      >
      ${this.resetStatus
        ? html`<div class="expiry" @keydown=${this.escapeGuard}>
            <p class="hint">
              ${this.i18n.t('delete.currentExpiry')}: <span part="current-expiry">${displayDay(this.expiryDate)}</span>
            </p>
            <ld-date-picker
              part="expiry-picker"
              label=${this.i18n.t('delete.expiryDate')}
              disable="beforeToday"
              today=${this.todayIso}
              .value=${this.newExpiry}
              @ld-change=${this.handleExpiryChange}
            ></ld-date-picker>
          </div>`
        : nothing}
    `;
  }

  override render() {
    const body = html`<div class="fields">
      ${this.requireReason
        ? html`<sl-textarea
            part="reason"
            label=${this.i18n.t('delete.reason')}
            rows="6"
            resize="vertical"
            required
            .value=${this.reason}
            @sl-input=${(e: Event) => (this.reason = (e.target as HTMLTextAreaElement).value)}
          ></sl-textarea>`
        : nothing}
      ${this.offerResetStatus ? this.renderResetStatus() : nothing}
      ${this.requireAcknowledge
        ? html`<sl-checkbox
            part="acknowledge"
            required
            ?checked=${this.acknowledged}
            @sl-change=${(e: Event) => (this.acknowledged = (e.target as HTMLInputElement).checked)}
            >${this.i18n.t('delete.acknowledge')}</sl-checkbox
          >`
        : nothing}
    </div>`;
    return this.renderDialog(body, { variant: 'danger' });
  }
}
