import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { LocalizeController } from '../shared/localize';
import type { LdNavigateDetail } from '../sub-nav/sub-nav.component';
import { styles } from './attention-notice.styles';

/**
 * @summary Above a list narrowed by a named filter (a home-dashboard figure's link, `?attention=`): says in words
 *   which rows these are and offers a link to all rows again. The words are the `widgets` texts
 *   `attentionNotice.<list>.<filter>`, one per filter, so every list says it the same way. The link is a real
 *   anchor (a modified click opens a new tab); a plain click or Enter asks the app to route, as `ld-sub-nav` does.
 *
 * @event {CustomEvent<LdNavigateDetail>} ld-navigate - "Show all" was activated: `{ path }` is `href`. The app routes; the default click is prevented.
 *
 * @csspart base - The box.
 * @csspart message - The sentence naming the rows.
 * @csspart show-all - The link to all rows.
 *
 * @cssproperty --ld-attention-notice-background - Background (default `--sl-color-primary-50`).
 * @cssproperty --ld-attention-notice-border-color - Border (default `--sl-color-primary-200`).
 * @cssproperty --ld-attention-notice-accent-color - The thick left border (default `--sl-color-primary-600`).
 */
export default class LdAttentionNotice extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'widgets');

  /** The list the filter belongs to (`driver`, `arrangement`, …: the keys of the dashboard's ATTENTION_FILTERS). */
  @property() list = '';

  /** The filter's name (`staleRun`, …). */
  @property() filter = '';

  /** The list's address without the filter: where "show all" leads. */
  @property() href = '';

  private handleClick(event: MouseEvent) {
    // Ctrl/⌘/Shift/Alt or a middle click: let the browser open a tab or window.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    this.dispatchEvent(new CustomEvent<LdNavigateDetail>('ld-navigate', { detail: { path: this.href }, bubbles: true, composed: true }));
  }

  override render() {
    return html`<div part="base" class="base" role="note">
      <p part="message" class="message">${this.i18n.t(`attentionNotice.${this.list}.${this.filter}`)}</p>
      <a part="show-all" class="show-all" href=${this.href} @click=${this.handleClick}>${this.i18n.t('attentionNotice.showAll')}</a>
    </div>`;
  }
}
