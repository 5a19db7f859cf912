import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import { LdConfirmDialogBase, type LdConfirmDetail } from '../modal/confirm-dialog.base';
import { styles } from './bulk-dialog.styles';

export type LdBulkStep = 'options' | 'privacy';

/**
 * @summary Asks to confirm a bulk action: execute and cancel buttons. With `require-terms` a terms
 *   tick is required first. With `offer-privacy-data` the user may add the privacy-data download;
 *   ticking it turns Execute into Next, and a second step asks to accept the privacy terms before
 *   Execute is enabled (Back returns to the first step).
 *
 * @event {CustomEvent<LdConfirmDetail>} ld-confirm - Execute was clicked: `{ addPrivacyData }`.
 *   Cancelable; the dialog closes unless prevented or `keep-open`.
 * @event {CustomEvent<LdCancelDetail>} ld-cancel - Cancel, ×, Escape or an overlay click: `{ source }`.
 *
 * @csspart dialog - The underlying `<sl-dialog>`.
 * @csspart header - The header row.
 * @csspart title - The title.
 * @csspart close-button - The × button.
 * @csspart body - The body wrapper.
 * @csspart footer - The footer wrapper.
 * @csspart message - The question (first step).
 * @csspart privacy-data - The privacy-data download `<sl-checkbox>`.
 * @csspart terms - The terms `<sl-checkbox>` (first step).
 * @csspart step - The "step n of 2" line.
 * @csspart privacy-terms - The privacy terms text (second step).
 * @csspart privacy-accept - The privacy terms `<sl-checkbox>` (second step).
 * @csspart back-button - The back button (second step).
 * @csspart next-button - The next button (first step, privacy data ticked).
 * @csspart cancel-button - The cancel button.
 * @csspart confirm-button - The execute button.
 *
 * @cssproperty --ld-modal-width - Preferred width of the dialog.
 * @cssproperty --ld-dialog-message-color - Colour of the question.
 */
export default class LdBulkDialog extends LdConfirmDialogBase {
  static override styles = styles;

  protected readonly kind = 'bulk';

  /** Execute stays disabled until the terms box is ticked. */
  @property({ type: Boolean, attribute: 'require-terms' }) requireTerms = false;

  /** Offers the privacy-data download, whose terms are asked in a second step. */
  @property({ type: Boolean, attribute: 'offer-privacy-data' }) offerPrivacyData = false;

  @state() private currentStep: LdBulkStep = 'options';
  @state() private termsAccepted = false;
  @state() private addPrivacyData = false;
  @state() private privacyAccepted = false;

  /** The step shown; the user moves between steps (it restarts at `options` whenever the dialog opens). */
  get step(): LdBulkStep {
    return this.currentStep;
  }

  protected resetState(): void {
    this.currentStep = 'options';
    this.termsAccepted = false;
    this.addPrivacyData = false;
    this.privacyAccepted = false;
  }

  private get needsPrivacyStep(): boolean {
    return this.offerPrivacyData && this.addPrivacyData;
  }

  private get termsOk(): boolean {
    return !this.requireTerms || this.termsAccepted;
  }

  protected get canConfirm(): boolean {
    if (!this.termsOk) return false;
    if (!this.needsPrivacyStep) return true;
    return this.step === 'privacy' && this.privacyAccepted;
  }

  protected confirmDetail(): LdConfirmDetail {
    return { addPrivacyData: this.needsPrivacyStep };
  }

  private async goTo(step: LdBulkStep, focusPart: string) {
    this.currentStep = step;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`[part="${focusPart}"]`)?.focus();
  }

  private renderFirstStep() {
    return html`<div class="fields">
      ${this.offerPrivacyData
        ? html`<sl-checkbox
            part="privacy-data"
            ?checked=${this.addPrivacyData}
            @sl-change=${(e: Event) => (this.addPrivacyData = (e.target as HTMLInputElement).checked)}
            >${this.i18n.t('bulk.privacyData')}</sl-checkbox
          >`
        : nothing}
      ${this.requireTerms
        ? html`<sl-checkbox
            part="terms"
            ?checked=${this.termsAccepted}
            @sl-change=${(e: Event) => (this.termsAccepted = (e.target as HTMLInputElement).checked)}
            >${this.i18n.t('bulk.terms')}</sl-checkbox
          >`
        : nothing}
      ${this.offerPrivacyData ? html`<p class="hint" part="step">${this.i18n.t('bulk.step', { step: 1, total: 2 })}</p>` : nothing}
    </div>`;
  }

  private renderPrivacyStep() {
    return html`<div class="fields">
      <p part="privacy-terms" class="terms-text">${this.i18n.t('bulk.privacyTerms')}</p>
      <sl-checkbox
        part="privacy-accept"
        ?checked=${this.privacyAccepted}
        @sl-change=${(e: Event) => (this.privacyAccepted = (e.target as HTMLInputElement).checked)}
        >${this.i18n.t('bulk.privacyAccept')}</sl-checkbox
      >
      <p class="hint" part="step">${this.i18n.t('bulk.step', { step: 2, total: 2 })}</p>
    </div>`;
  }

  override render() {
    const privacy = this.step === 'privacy';
    const back = privacy
      ? html`<sl-button slot="footer" part="back-button" class="back" ?disabled=${this.busy} @click=${() => this.goTo('options', 'privacy-data')}
          >${this.i18n.t('bulk.back')}</sl-button
        >`
      : undefined;
    const next =
      !privacy && this.needsPrivacyStep
        ? html`<sl-button slot="footer" part="next-button" variant="primary" ?disabled=${!this.termsOk} @click=${() => this.goTo('privacy', 'privacy-accept')}
            >${this.i18n.t('bulk.next')}</sl-button
          >`
        : undefined;
    return this.renderDialog(privacy ? this.renderPrivacyStep() : this.renderFirstStep(), {
      variant: 'primary',
      // `message` is the first step's question; the second step shows the privacy terms instead.
      ...(privacy ? { message: '' } : {}),
      ...(back ? { footerStart: back } : {}),
      ...(next ? { confirm: next } : {}),
    });
  }
}
