import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { LocalizeController } from '../shared/localize';
import { styles } from './sub-nav.styles';

export interface LdSubNavRoute {
  /** An app path, e.g. "/amw/driver/list". */
  path: string;
  /** The translated link text. */
  label: string;
}

export interface LdNavigateDetail {
  path: string;
}

/** Detail routes (a view, an edit form, a create form) are reached from lists, not from the bar. */
const DETAIL_SEGMENTS = new Set(['view', 'edit', 'create']);

function pathOnly(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Same-origin app paths only: "/x", never "//host", "/\host" or a scheme. */
function isAppPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !path.includes('\\');
}

/** The routes the bar lists: app paths without a view, edit or create segment. */
export function visibleRoutes(routes: readonly LdSubNavRoute[]): LdSubNavRoute[] {
  return routes.filter(
    (route) => isAppPath(route.path) && !pathOnly(route.path).split('/').some((segment) => DETAIL_SEGMENTS.has(segment.toLowerCase())),
  );
}

/**
 * @summary The section's sub-navigation: links to the sibling routes it is given (view, edit and
 *   create routes left out), the current one marked, and an optional create button. Links are real
 *   anchors (a modified click opens a new tab); a plain click or Enter asks the app to route.
 *
 * @event {CustomEvent<LdNavigateDetail>} ld-navigate - A link was activated: `{ path }`. The app routes; the default click is prevented.
 * @event {CustomEvent<void>} ld-create - The create button was clicked.
 *
 * @csspart base - The `<nav>`.
 * @csspart list - The list of links.
 * @csspart link - Each link.
 * @csspart link-current - The current route's link (besides `link`).
 * @csspart create-button - The create button.
 *
 * @cssproperty --ld-sub-nav-gap - Space between links (default `--sl-spacing-small`).
 * @cssproperty --ld-sub-nav-link-color - Link colour (default `--sl-color-neutral-700`).
 * @cssproperty --ld-sub-nav-current-color - Current link colour and underline (default `--sl-color-primary-600`).
 * @cssproperty --ld-sub-nav-border-color - Bottom border (default `--sl-color-neutral-200`).
 */
export default class LdSubNav extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'dialogs');

  /** The section's sibling routes; view, edit and create routes are left out. */
  @property({ attribute: false }) routes: LdSubNavRoute[] = [];

  /** The current path; its link is marked `aria-current="page"`. */
  @property() current = '';

  /** Shows the create button. */
  @property({ type: Boolean, attribute: 'show-create' }) showCreate = false;

  /** Text of the create button; empty means "Create". */
  @property({ attribute: 'create-label' }) createLabel = '';

  /** Accessible name of the navigation; empty means "Section navigation". */
  @property() label = '';

  private handleClick(event: MouseEvent, path: string) {
    // Ctrl/⌘/Shift/Alt or a middle click: let the browser open a tab or window.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    this.dispatchEvent(new CustomEvent<LdNavigateDetail>('ld-navigate', { detail: { path }, bubbles: true, composed: true }));
  }

  private handleCreate() {
    this.dispatchEvent(new CustomEvent<void>('ld-create', { bubbles: true, composed: true }));
  }

  override render() {
    const current = pathOnly(this.current);
    return html`<nav part="base" class="base" aria-label=${this.label || this.i18n.t('subNav.label')}>
      <ul part="list" class="list">
        ${visibleRoutes(this.routes).map((route) => {
          const isCurrent = current !== '' && pathOnly(route.path) === current;
          return html`<li>
            <a
              part=${isCurrent ? 'link link-current' : 'link'}
              class=${isCurrent ? 'link current' : 'link'}
              href=${route.path}
              aria-current=${isCurrent ? 'page' : nothing}
              @click=${(e: MouseEvent) => this.handleClick(e, route.path)}
              >${route.label}</a
            >
          </li>`;
        })}
      </ul>
      ${this.showCreate
        ? html`<sl-button part="create-button" class="create" variant="primary" size="small" @click=${this.handleCreate}
            >${this.createLabel || this.i18n.t('subNav.create')}</sl-button
          >`
        : nothing}
    </nav>`;
  }
}
