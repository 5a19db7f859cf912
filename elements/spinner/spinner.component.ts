import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { LocalizeController } from '../shared/localize';
import { styles } from './spinner.styles';

/**
 * @summary A loading indicator on `sl-spinner`, announced politely to screen readers
 *   (a `status` region with the label, shown or visually hidden).
 *
 * @csspart base - The status wrapper.
 * @csspart spinner - The `<sl-spinner>`.
 * @csspart label - The label.
 *
 * @cssproperty --ld-spinner-size - Diameter (default 2rem).
 * @cssproperty --ld-spinner-color - Indicator colour (default `--sl-color-primary-600`, so client colours apply).
 * @cssproperty --ld-spinner-track-color - Track colour (default `--sl-color-neutral-200`).
 * @cssproperty --ld-spinner-track-width - Track width (default 3px).
 */
export default class LdSpinner extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'dialogs');

  /** What is announced (and shown with `show-label`); empty means "Loading…". */
  @property() label = '';

  /** Shows the label beside the spinner instead of only announcing it. */
  @property({ type: Boolean, attribute: 'show-label', reflect: true }) showLabel = false;

  override render() {
    return html`<div part="base" class="base" role="status">
      <sl-spinner part="spinner" aria-hidden="true"></sl-spinner>
      <span part="label" class=${this.showLabel ? 'label' : 'label visually-hidden'}>${this.label || this.i18n.t('spinner.label')}</span>
    </div>`;
  }
}
