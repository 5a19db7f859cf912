import { LitElement, html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import type SlInput from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { LocalizeController } from '../shared/localize';
import { addStep, allowedPattern, allowsDecimals, formatNumber, parseNumber, sanitise } from './number-text';
import { styles } from './number-input.styles';

export type LdNumberInputChangeEvent = CustomEvent<{ value: number | null }>;

/** An absent or empty attribute is "no number", never 0. */
const nullableNumber = {
  fromAttribute: (text: string | null) => (text === null || text.trim() === '' ? null : Number(text)),
  toAttribute: (value: number | null) => (value === null ? null : String(value)),
};

/**
 * @summary A number field with min, max and step (spec 5). Only digits and minus can be typed;
 *   when the step has decimals (below 1) the separators "," and "." too. Numbers show with a
 *   decimal comma. An emptied field is null. Out-of-range entries are clamped to min or max when
 *   committed. ArrowUp and ArrowDown add or take one step.
 *
 * @event {CustomEvent<{ value: number | null }>} ld-change - The user committed another number (blur, Enter or an arrow key).
 *
 * @csspart input - The `<sl-input>`.
 * @csspart required-mark - The asterisk of a required field.
 * @csspart error - The message under an unreadable entry.
 *
 * @cssproperty --ld-required-mark-color - Colour of the asterisk (danger 600).
 */
export default class LdNumberInput extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'widgets');

  @property() label = '';

  /** The number, or null when empty. Setting it never fires ld-change. */
  @property({ converter: nullableNumber }) value: number | null = null;

  @property({ type: Number }) min: number | undefined = undefined;

  @property({ type: Number }) max: number | undefined = undefined;

  @property({ type: Number }) step = 1;

  @property() placeholder = '';

  @property({ type: Boolean, reflect: true }) required = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  @state() private text = '';
  @state() private invalid = false;

  @query('sl-input') private input!: SlInput;

  override focus(options?: FocusOptions): void {
    this.input?.focus(options);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('value')) {
      this.text = formatNumber(this.value);
      this.invalid = false;
    }
  }

  protected override updated(): void {
    // sl-input renders its native input after our first update; validity waits for it.
    void this.input?.updateComplete.then(() => this.input.setCustomValidity(this.invalid ? this.i18n.t('numberInput.invalid') : ''));
  }

  private clamp(value: number): number {
    if (this.min !== undefined && value < this.min) return this.min;
    if (this.max !== undefined && value > this.max) return this.max;
    return value;
  }

  /** The one way a user's entry becomes the value: emits only when the number really changes. */
  private commitValue(value: number | null): void {
    this.invalid = false;
    this.text = formatNumber(value);
    if (value === this.value) return;
    this.value = value;
    this.dispatchEvent(new CustomEvent('ld-change', { detail: { value }, bubbles: true, composed: true }));
  }

  private commitText(): void {
    const parsed = parseNumber(this.text);
    if (parsed === undefined) this.invalid = true;
    else this.commitValue(parsed === null ? null : this.clamp(parsed));
  }

  /** Stops disallowed characters before they reach the field, so the caret stays put. */
  private handleBeforeInput(event: InputEvent): void {
    if (!event.inputType.startsWith('insert')) return;
    const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
    if (!allowedPattern(this.step).test(data)) event.preventDefault();
  }

  /** Anything that slipped past beforeinput (drop, autofill, IME) is removed here. */
  private handleInput(event: Event): void {
    event.stopPropagation();
    const input = event.target as SlInput;
    const clean = sanitise(input.value, this.step);
    if (clean !== input.value) input.value = clean;
    this.text = clean;
  }

  private handleKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Enter') this.commitText();
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = parseNumber(this.text);
    const base = typeof current === 'number' ? current : (this.min ?? 0);
    const next = current === null || current === undefined ? base : addStep(base, this.step, event.key === 'ArrowUp' ? 1 : -1);
    this.commitValue(this.clamp(next));
  }

  override render() {
    return html`
      <sl-input
        part="input"
        .value=${live(this.text)}
        inputmode=${allowsDecimals(this.step) ? 'decimal' : 'numeric'}
        autocomplete="off"
        placeholder=${this.placeholder}
        class=${this.invalid ? 'invalid' : ''}
        ?required=${this.required}
        ?disabled=${this.disabled}
        @beforeinput=${this.handleBeforeInput}
        @sl-input=${this.handleInput}
        @sl-change=${(e: Event) => {
          e.stopPropagation();
          this.commitText();
        }}
        @keydown=${this.handleKeyDown}
      >
        <span slot="label">${this.label}${this.required
            ? html`<span part="required-mark" class="required-mark" aria-hidden="true">*</span>`
            : nothing}</span>
        <span slot="help-text" part="error" class="error" aria-live="polite">${this.invalid ? this.i18n.t('numberInput.invalid') : ''}</span>
      </sl-input>
    `;
  }
}
