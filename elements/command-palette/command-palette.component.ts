import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { highlightParts, rankItems, type PaletteGroup, type PaletteItem } from './palette-match';
import { styles } from './command-palette.styles';

export type { PaletteGroup, PaletteItem } from './palette-match';
export type LdPaletteQueryEvent = CustomEvent<{ query: string }>;
export type LdPaletteSelectEvent = CustomEvent<{ id: string; item: PaletteItem }>;
export type LdPaletteCloseEvent = CustomEvent<{ source: 'escape' | 'overlay' | 'select' }>;

let nextId = 0;

/** The element that has focus, looking into open shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * @summary A modal command palette: a search box over a list of items in groups. It knows nothing of what the
 *   items are: the page gives it `items` and `groups` and turns its events into navigation. With `filter="local"`
 *   (the default) it filters and ranks the items by the query itself (every word, any case, accents ignored);
 *   with `filter="none"` it shows the items as given, for a page that searches elsewhere (a server) and answers
 *   `ld-query-change` with new items. Matched words are highlighted. Keyboard: ArrowDown/ArrowUp move (wrapping),
 *   PageUp/PageDown and Ctrl+Home/Ctrl+End jump to the first and last (plain Home/End stay the box's caret keys),
 *   Enter chooses, Escape closes; a click chooses too. On closing, focus goes back to where it was.
 *   All its texts come from the page (`label`, `placeholder`, `empty-text`, `loading-text`, `error-text`).
 *   ARIA: a labelled modal dialog with a combobox whose `aria-activedescendant` names the active option of the
 *   listbox; group headings label `role="group"`s; status texts are announced politely.
 *
 * @event {CustomEvent<{ query: string }>} ld-query-change - The user changed the query (never on a programmatic set).
 * @event {CustomEvent<{ id: string; item: PaletteItem }>} ld-select - The user chose an item (Enter or click); the palette closes.
 * @event {CustomEvent<{ source: 'escape' | 'overlay' | 'select' }>} ld-close - The palette closed by the user's doing.
 *
 * @slot footer - Below the list: keyboard hints.
 *
 * @csspart dialog - The `<dialog>`.
 * @csspart input - The search box (`role="combobox"`).
 * @csspart listbox - The list of options.
 * @csspart group - A group; `group-label` its heading.
 * @csspart option - One item; also `option-active` for the one Enter chooses.
 * @csspart option-label - An item's label; matched words are `<mark part="match">`.
 * @csspart option-description - An item's second line.
 * @csspart status - The loading, error and "no results" line.
 *
 * @cssproperty --ld-command-palette-width - Width of the palette (40rem, at most the viewport less a margin).
 * @cssproperty --ld-command-palette-max-height - Height of the list before it scrolls (24rem).
 */
export default class LdCommandPalette extends LitElement {
  static override styles = styles;

  private readonly uid = `ld-command-palette-${++nextId}`;
  private returnFocus: HTMLElement | null = null;

  @property({ type: Boolean, reflect: true }) open = false;

  /** The items, in the order they are offered (before local filtering). */
  @property({ attribute: false }) items: PaletteItem[] = [];

  /** The groups in the order shown, with their headings. */
  @property({ attribute: false }) groups: PaletteGroup[] = [];

  /** The search text. Setting it never fires ld-query-change. */
  @property() query = '';

  /** `local`: the palette filters and ranks the items by the query; `none`: it shows them as given. */
  @property() filter: 'local' | 'none' = 'local';

  /** More items are on their way: shows `loading-text`. */
  @property({ type: Boolean, reflect: true }) loading = false;

  /** A search failed: shows `error-text` (the items that did arrive stay). */
  @property({ type: Boolean, reflect: true }) failed = false;

  /** The dialog's accessible name, also the search box's. */
  @property() label = '';

  @property() placeholder = '';

  /** Shown when nothing matches a query; `{query}` is replaced with it. */
  @property({ attribute: 'empty-text' }) emptyText = '';

  @property({ attribute: 'loading-text' }) loadingText = '';

  @property({ attribute: 'error-text' }) errorText = '';

  @state() private activeId: string | null = null;

  @query('dialog') private dialog!: HTMLDialogElement;
  @query('[part="input"]') private input!: HTMLInputElement;

  /** The items shown, in the order shown: by group, then as ranked. */
  get visibleItems(): PaletteItem[] {
    const ranked = this.filter === 'none' ? this.items : rankItems(this.items, this.query);
    const known = new Set(this.groups.map((group) => group.id));
    return [...this.groups.flatMap((group) => ranked.filter((item) => item.group === group.id)), ...ranked.filter((item) => !item.group || !known.has(item.group))];
  }

  override focus(options?: FocusOptions): void {
    this.input?.focus(options);
  }

  /** Closes without an event, returning focus to where it was before opening. */
  hide(): void {
    this.open = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open) this.returnFocus = deepActiveElement();
    // The active option stays while it is listed, else the first one is.
    const visible = this.visibleItems;
    if (!visible.some((item) => item.id === this.activeId)) this.activeId = visible[0]?.id ?? null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open')) {
      if (this.open && !this.dialog.open) {
        this.dialog.showModal();
        this.input.focus();
        this.input.select();
      } else if (!this.open && this.dialog.open) {
        this.dialog.close();
        const target = this.returnFocus;
        this.returnFocus = null;
        if (target?.isConnected) target.focus();
      }
    }
    if (this.open && changed.has('activeId' as keyof LdCommandPalette)) {
      this.renderRoot.querySelector('[part~="option-active"]')?.scrollIntoView?.({ block: 'nearest' });
    }
  }

  private emit(name: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private close(source: 'escape' | 'overlay' | 'select'): void {
    if (!this.open) return;
    this.open = false;
    this.emit('ld-close', { source });
  }

  private choose(item: PaletteItem | undefined): void {
    if (!item) return;
    this.emit('ld-select', { id: item.id, item });
    // A choice usually navigates: focus is left to the page it opens, not sent back.
    this.returnFocus = null;
    this.close('select');
  }

  private move(step: number | 'first' | 'last'): void {
    const visible = this.visibleItems;
    if (visible.length === 0) return;
    const at = visible.findIndex((item) => item.id === this.activeId);
    const next = step === 'first' ? 0 : step === 'last' ? visible.length - 1 : (at + step + visible.length) % visible.length;
    this.activeId = visible[next]!.id;
  }

  private handleInput(): void {
    this.query = this.input.value;
    this.activeId = null;
    this.emit('ld-query-change', { query: this.query });
  }

  private handleKeyDown(event: KeyboardEvent): void {
    const moves: Record<string, number | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, PageDown: 'last', PageUp: 'first' };
    if (event.key in moves) {
      event.preventDefault();
      this.move(moves[event.key]!);
    } else if ((event.key === 'Home' || event.key === 'End') && event.ctrlKey) {
      event.preventDefault();
      this.move(event.key === 'Home' ? 'first' : 'last');
    } else if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      this.choose(this.visibleItems.find((item) => item.id === this.activeId));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.close('escape');
    } else if (event.key === 'Tab') {
      // One control: the list is reached with the arrows.
      event.preventDefault();
    }
  }

  /** The dialog's own Escape (focus outside the box): closed our way, focus returned. */
  private handleCancel(event: Event): void {
    event.preventDefault();
    this.close('escape');
  }

  /** A press on the backdrop lands on the dialog itself, outside its panel. */
  private handleDialogClick(event: MouseEvent): void {
    if (event.target === this.dialog) this.close('overlay');
  }

  private renderOption(item: PaletteItem, index: number) {
    const active = item.id === this.activeId;
    const highlighted = (text: string) => highlightParts(text, this.query).map((part) => (part.match ? html`<mark part="match">${part.text}</mark>` : part.text));
    return html`<li
      id=${`${this.uid}-option-${index}`}
      role="option"
      part=${active ? 'option option-active' : 'option'}
      aria-selected=${active ? 'true' : 'false'}
      @mousedown=${(event: Event) => event.preventDefault()}
      @mousemove=${() => (this.activeId = item.id)}
      @click=${() => this.choose(item)}
    >
      <span part="option-label" class="option-label">${highlighted(item.label)}</span>
      ${item.description ? html`<span part="option-description" class="option-description">${highlighted(item.description)}</span>` : nothing}
    </li>`;
  }

  private renderList(visible: PaletteItem[]) {
    const index = (item: PaletteItem) => visible.indexOf(item);
    const known = new Set(this.groups.map((group) => group.id));
    const sections = [
      ...this.groups.map((group) => ({ group, items: visible.filter((item) => item.group === group.id) })),
      { group: null, items: visible.filter((item) => !item.group || !known.has(item.group)) },
    ].filter((section) => section.items.length > 0);
    return sections.map(({ group, items }) =>
      group
        ? html`<li role="presentation" class="group-item">
            <ul role="group" part="group" aria-labelledby=${`${this.uid}-group-${group.id}`}>
              <li role="presentation" part="group-label" class="group-label" id=${`${this.uid}-group-${group.id}`}>${group.label}</li>
              ${items.map((item) => this.renderOption(item, index(item)))}
            </ul>
          </li>`
        : items.map((item) => this.renderOption(item, index(item))),
    );
  }

  private statusText(visible: PaletteItem[]): string {
    if (this.failed) return this.errorText;
    if (this.loading) return this.loadingText;
    if (visible.length === 0 && this.query.trim() !== '') return this.emptyText.replaceAll('{query}', this.query.trim());
    return '';
  }

  override render() {
    const visible = this.open ? this.visibleItems : [];
    const active = visible.find((item) => item.id === this.activeId);
    const listId = `${this.uid}-listbox`;
    const status = this.statusText(visible);
    return html`<dialog
      part="dialog"
      aria-labelledby=${`${this.uid}-label`}
      @cancel=${this.handleCancel}
      @click=${this.handleDialogClick}
    >
      <div class="panel">
        <h2 id=${`${this.uid}-label`} class="visually-hidden">${this.label}</h2>
        <div class="search">
          <svg class="search-icon" viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path></svg>
          <input
            part="input"
            type="text"
            role="combobox"
            autocomplete="off"
            spellcheck="false"
            aria-labelledby=${`${this.uid}-label`}
            aria-expanded="true"
            aria-controls=${listId}
            aria-autocomplete="list"
            aria-activedescendant=${active ? `${this.uid}-option-${visible.indexOf(active)}` : nothing}
            placeholder=${this.placeholder || nothing}
            .value=${this.query}
            @input=${this.handleInput}
            @keydown=${this.handleKeyDown}
          />
        </div>
        <ul id=${listId} role="listbox" part="listbox" aria-labelledby=${`${this.uid}-label`}>
          ${this.renderList(visible)}
        </ul>
        <p part="status" class=${status ? 'status' : 'status visually-hidden'} role="status" aria-live="polite">${status}</p>
        <slot name="footer"></slot>
      </div>
    </dialog>`;
  }
}
