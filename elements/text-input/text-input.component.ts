import { LitElement, html, nothing } from 'lit';
import { property, query } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import type SlInput from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { LocalizeController } from '../shared/localize';
import { styles } from './text-input.styles';

export type LdTextInputEvent = CustomEvent<{ value: string }>;

/**
 * @summary A one-line text field on `<sl-input>` with a label, an asterisk when required and,
 *   with `max-length`, a character counter (spec 5: "text input supports max length").
 *
 * @event {CustomEvent<{ value: string }>} ld-input - Every keystroke of the user.
 * @event {CustomEvent<{ value: string }>} ld-change - The user committed an edit (blur or Enter).
 *
 * @csspart input - The `<sl-input>`.
 * @csspart required-mark - The asterisk of a required field.
 * @csspart help-text - The help text.
 * @csspart counter - The "n / max" counter.
 *
 * @cssproperty --ld-required-mark-color - Colour of the asterisk (danger 600).
 * @cssproperty --ld-text-input-counter-color - Colour of the counter (neutral 600; warning 700 at the limit).
 */
export default class LdTextInput extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'widgets');

  @property() label = '';

  /** Setting it never fires an event. */
  @property() value = '';

  /** The most characters the field takes; 0 means no limit and no counter. */
  @property({ type: Number, attribute: 'max-length' }) maxLength = 0;

  @property() type: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' = 'text';

  @property() placeholder = '';

  @property({ attribute: 'help-text' }) helpText = '';

  @property() autocomplete = 'off';

  @property({ type: Boolean, reflect: true }) required = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  @property({ type: Boolean, reflect: true }) readonly = false;

  @query('sl-input') private input!: SlInput;

  override focus(options?: FocusOptions): void {
    this.input?.focus(options);
  }

  private emit(name: 'ld-input' | 'ld-change', event: Event): void {
    event.stopPropagation();
    this.value = (event.target as SlInput).value;
    this.dispatchEvent(new CustomEvent(name, { detail: { value: this.value }, bubbles: true, composed: true }));
  }

  private renderHelp() {
    const max = this.maxLength > 0 ? this.maxLength : 0;
    if (!this.helpText && !max) return nothing;
    const length = [...this.value].length;
    return html`
      <span slot="help-text" class="help">
        <span part="help-text">${this.helpText}</span>
        ${max
          ? html`<span part="counter" class=${length >= max ? 'counter at-limit' : 'counter'}>
              <span aria-hidden="true">${this.i18n.t('textInput.counter', { length, max })}</span>
              <span class="visually-hidden">${this.i18n.t('textInput.counterLabel', { length, max })}</span>
            </span>`
          : nothing}
      </span>
    `;
  }

  override render() {
    return html`
      <sl-input
        part="input"
        .value=${live(this.value)}
        type=${this.type}
        placeholder=${this.placeholder}
        autocomplete=${this.autocomplete}
        maxlength=${this.maxLength > 0 ? this.maxLength : nothing}
        ?required=${this.required}
        ?disabled=${this.disabled}
        ?readonly=${this.readonly}
        @sl-input=${(e: Event) => this.emit('ld-input', e)}
        @sl-change=${(e: Event) => this.emit('ld-change', e)}
      >
        <span slot="label">${this.label}${this.required
            ? html`<span part="required-mark" class="required-mark" aria-hidden="true">*</span>`
            : nothing}</span>
        ${this.renderHelp()}
      </sl-input>
    `;
  }
}
