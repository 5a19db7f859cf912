import { LitElement, html, nothing } from 'lit';
import { property, query } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import type SlCheckbox from '@shoelace-style/shoelace/dist/components/checkbox/checkbox.component.js';
import { styles } from './checkbox.styles';

export type LdCheckboxChangeEvent = CustomEvent<{ checked: boolean }>;

/**
 * @summary A checkbox on `<sl-checkbox>` with a label and, when required, an asterisk (spec 5).
 *
 * @event {CustomEvent<{ checked: boolean }>} ld-change - The user ticked or unticked the box.
 *
 * @slot - The label, when it needs markup; otherwise use the `label` attribute.
 *
 * @csspart base - The `<sl-checkbox>`.
 * @csspart label - The label text.
 * @csspart required-mark - The asterisk of a required checkbox.
 *
 * @cssproperty --ld-required-mark-color - Colour of the asterisk (danger 600).
 */
export default class LdCheckbox extends LitElement {
  static override styles = styles;

  @property() label = '';

  /** Setting it never fires ld-change. */
  @property({ type: Boolean, reflect: true }) checked = false;

  @property({ type: Boolean, reflect: true }) required = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  /** The "some but not all" state of a select-all box; cleared by the user's next click. */
  @property({ type: Boolean, reflect: true }) indeterminate = false;

  @query('sl-checkbox') private checkbox!: SlCheckbox;

  override focus(options?: FocusOptions): void {
    this.checkbox?.focus(options);
  }

  private handleChange(event: Event): void {
    // sl-change fires on user input only; it stops here so callers see one typed event, ours.
    event.stopPropagation();
    this.checked = (event.target as SlCheckbox).checked;
    this.indeterminate = false;
    this.dispatchEvent(new CustomEvent('ld-change', { detail: { checked: this.checked }, bubbles: true, composed: true }));
  }

  override render() {
    return html`
      <sl-checkbox
        part="base"
        .checked=${this.checked}
        .indeterminate=${this.indeterminate}
        ?required=${this.required}
        ?disabled=${this.disabled}
        @sl-change=${this.handleChange}
        @sl-input=${(e: Event) => e.stopPropagation()}
      >
        <span part="label"><slot>${this.label}</slot></span>${this.required
          ? html`<span part="required-mark" class="required-mark" aria-hidden="true">*</span>`
          : nothing}
      </sl-checkbox>
    `;
  }
}
