import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { LocalizeController } from '../shared/localize';
import { pageCount, pageItems } from './pagination-window';
import { styles } from './pagination.styles';

export { pageCount, pageItems, type PageItem } from './pagination-window';
export type LdPageChangeEvent = CustomEvent<{ page: number }>;

/**
 * @summary Page navigation: previous, the first and last page, about five pages around the
 *   current one with ellipses for the gaps, next. 20 items per page by default (spec 9).
 *   Renders nothing when everything fits on one page.
 *
 * @event {CustomEvent<{ page: number }>} ld-page-change - The user chose another page (1-based).
 *
 * @csspart base - The `<nav>` landmark.
 * @csspart list - The `<ul>` of pages.
 * @csspart page - A page button; the current one also has `page-current`.
 * @csspart previous - The previous-page button.
 * @csspart next - The next-page button.
 * @csspart ellipsis - A gap marker.
 *
 * @cssproperty --ld-pagination-current-background - Background of the current page (primary 700).
 * @cssproperty --ld-pagination-current-color - Text of the current page.
 * @cssproperty --ld-pagination-gap - Space between the buttons.
 */
export default class LdPagination extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'widgets');

  /** Number of items in the whole list. */
  @property({ type: Number }) total = 0;

  /** Current page, 1-based. Setting it never fires ld-page-change. */
  @property({ type: Number, reflect: true }) page = 1;

  @property({ type: Number, attribute: 'page-size' }) pageSize = 20;

  /** Accessible name of the navigation landmark; defaults to the translated "Pagination". */
  @property() label = '';

  get pages(): number {
    return pageCount(this.total, this.pageSize);
  }

  private go(page: number): void {
    const target = Math.min(Math.max(1, page), this.pages);
    if (target === this.page) return;
    this.page = target;
    this.dispatchEvent(new CustomEvent('ld-page-change', { detail: { page: target }, bubbles: true, composed: true }));
  }

  override render() {
    const pages = this.pages;
    if (pages <= 1) return nothing;
    const current = Math.min(Math.max(1, this.page), pages);
    return html`
      <nav part="base" aria-label=${this.label || this.i18n.t('pagination.label')}>
        <ul part="list">
          <li>
            <button
              type="button"
              part="previous"
              class="step"
              aria-label=${this.i18n.t('pagination.previous')}
              ?disabled=${current === 1}
              @click=${() => this.go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          </li>
          ${pageItems(current, pages).map((item) =>
            item === 'ellipsis'
              ? html`<li part="ellipsis" class="ellipsis" aria-hidden="true">…</li>`
              : html`
                  <li>
                    <button
                      type="button"
                      part=${item === current ? 'page page-current' : 'page'}
                      class=${item === current ? 'current' : ''}
                      aria-label=${this.i18n.t('pagination.page', { page: item })}
                      aria-current=${item === current ? 'page' : 'false'}
                      @click=${() => this.go(item)}
                    >
                      ${item}
                    </button>
                  </li>
                `,
          )}
          <li>
            <button
              type="button"
              part="next"
              class="step"
              aria-label=${this.i18n.t('pagination.next')}
              ?disabled=${current === pages}
              @click=${() => this.go(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </li>
        </ul>
      </nav>
    `;
  }
}
