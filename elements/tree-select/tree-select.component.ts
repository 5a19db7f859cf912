import { LitElement, html } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/popup/popup.js';
import { LocalizeController } from '../shared/localize';
import { OutsidePointerController } from '../shared/outside-pointer';
import { renderPanel } from './tree-select.panel';
import { renderField, renderLabel } from './tree-select.field';
import { type TreeOption, type TreeRow, ancestorsOf, flatten, toList, treeKeyAction, typeAheadIndex, visibleRows } from './tree-model';
import { styles } from './tree-select.styles';

export type { TreeOption } from './tree-model';
export type LdTreeSelectChangeEvent = CustomEvent<{ value: string | string[] }>;

let nextId = 0;

/**
 * @summary A dropdown of tree options with a search box, single or multi select and a clear button.
 *   In multi mode the first `max-tags-visible` choices (2 by default, spec 9) show as tags, the
 *   rest as "+N". Keyboard: on the field ArrowDown, Enter or Space opens and a letter opens and
 *   searches; in the search box ArrowUp/ArrowDown move, ArrowRight/ArrowLeft open and close a
 *   branch (while the box is empty), Home/End jump, typing filters and moves to the first match
 *   (type-ahead), Enter chooses, Escape closes. A branch is a choice of its own, not its children.
 *
 * @event {CustomEvent<{ value: string | string[] }>} ld-change - The user chose, removed or cleared (string single, string[] multi).
 *
 * @csspart form-control - The wrapper of label and field.
 * @csspart label - The label; with `required` it holds the `required-mark` part.
 * @csspart base - The field.
 * @csspart combobox - The focusable part of the field that opens the panel.
 * @csspart tag - A chosen option in multi mode; the "+N" tag also has `tag-more`.
 * @csspart tag-remove - The remove button of a tag.
 * @csspart clear-button - The clear button.
 * @csspart panel - The dropdown panel.
 * @csspart search - The search box.
 * @csspart tree - The `role="tree"` list.
 * @csspart option - One row; also `option-selected`, `option-active`, `option-disabled`.
 * @csspart empty - The "no matches" message.
 *
 * @cssproperty --ld-tree-select-panel-max-height - Height of the panel before it scrolls (20rem).
 * @cssproperty --ld-tree-select-indent - Indent per tree level (1.25rem).
 */
export default class LdTreeSelect extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'widgets');
  private readonly uid = `ld-tree-select-${++nextId}`;

  @property({ attribute: false }) options: TreeOption[] = [];

  /** An option id (single) or a list of ids (multi); '' or [] when nothing is chosen. Setting it never fires ld-change. */
  @property({ attribute: false }) value: string | string[] = '';

  @property({ type: Boolean, reflect: true }) multiple = false;

  @property({ type: Boolean }) clearable = false;

  @property({ type: Number, attribute: 'max-tags-visible' }) maxTagsVisible = 2;

  @property() label = '';

  @property() placeholder = '';

  @property({ type: Boolean, reflect: true }) required = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  @property({ type: Boolean, reflect: true }) open = false;

  @state() private query = '';
  @state() private activeId: string | null = null;
  @state() private expanded: ReadonlySet<string> = new Set();

  @query('[part="combobox"]') private combobox!: HTMLElement;
  @query('[part="search"]') private search!: HTMLInputElement;

  /** A press outside closes the open panel. */
  private readonly outsidePointer = new OutsidePointerController(this, () => {
    if (this.open) this.hide();
  });

  override focus(options?: FocusOptions): void {
    this.combobox?.focus(options);
  }

  private get selected(): string[] {
    return this.multiple ? toList(this.value) : toList(this.value).slice(0, 1);
  }

  private get rows(): TreeRow[] {
    return visibleRows(this.options, this.expanded, this.query);
  }

  private labelOf(id: string): string {
    return flatten(this.options).find((option) => option.id === id)?.label ?? id;
  }

  /** The one way a user's choice becomes the value, so ld-change is never fired for a programmatic set. */
  private change(ids: string[]): void {
    this.value = this.multiple ? ids : (ids[0] ?? '');
    const value = this.multiple ? [...ids] : (ids[0] ?? '');
    this.dispatchEvent(new CustomEvent('ld-change', { detail: { value }, bubbles: true, composed: true }));
  }

  async show(seed = ''): Promise<void> {
    if (this.disabled) return;
    // The chosen options are in view on opening: their ancestors are expanded.
    this.expanded = new Set([...this.expanded, ...this.selected.flatMap((id) => ancestorsOf(this.options, id))]);
    this.query = seed;
    const rows = this.rows;
    const first = seed ? rows[typeAheadIndex(rows, seed)] : rows.find((row) => this.selected.includes(row.option.id));
    this.activeId = (first ?? rows[0])?.option.id ?? null;
    this.open = true;
    await this.updateComplete;
    this.search?.focus();
  }

  hide(returnFocus = false): void {
    if (!this.open) return;
    this.open = false;
    this.query = '';
    if (returnFocus) this.combobox?.focus();
  }

  private choose(row: TreeRow | undefined): void {
    if (!row || row.option.disabled) return;
    const id = row.option.id;
    if (!this.multiple) {
      if (this.selected[0] !== id) this.change([id]);
      this.hide(true);
      return;
    }
    const ids = this.selected.includes(id) ? this.selected.filter((s) => s !== id) : [...this.selected, id];
    this.activeId = id;
    this.change(ids);
  }

  private setBranch(id: string, open: boolean): void {
    const next = new Set(this.expanded);
    if (open) next.add(id);
    else next.delete(id);
    this.expanded = next;
  }

  private removeChoice(id: string, event: Event): void {
    event.stopPropagation();
    this.change(this.selected.filter((s) => s !== id));
    this.combobox?.focus();
  }

  private clear(event: Event): void {
    event.stopPropagation();
    if (this.selected.length > 0) this.change([]);
    this.combobox?.focus();
  }

  private handleFocusOut(event: FocusEvent): void {
    // Focus moving between our own parts stays open; anything else (Tab away) closes.
    const to = event.relatedTarget as Node | null;
    const inside = to !== null && (to === this || this.contains(to) || this.renderRoot.contains(to));
    if (this.open && !inside) this.hide();
  }

  private handleComboboxKeyDown(event: KeyboardEvent): void {
    const printable = event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key) || printable) {
      event.preventDefault();
      void this.show(printable ? event.key : '');
    } else if (event.key === 'Escape' && this.open) {
      this.hide(true);
    }
  }

  private handleSearchInput(): void {
    this.query = this.search.value;
    const rows = this.rows;
    this.activeId = rows[typeAheadIndex(rows, this.query)]?.option.id ?? null;
  }

  private handleSearchKeyDown(event: KeyboardEvent): void {
    const rows = this.rows;
    const action = treeKeyAction(rows, this.activeId, event.key, this.query === '');
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'move') this.activeId = action.id;
    else if (action.kind === 'branch') this.setBranch(action.id, action.open);
    else if (action.kind === 'choose') this.choose(rows.find((row) => row.option.id === this.activeId));
    else if (action.kind === 'close') this.hide(true);
  }

  protected override updated(): void {
    if (this.open) this.renderRoot.querySelector('[part~="option-active"]')?.scrollIntoView?.({ block: 'nearest' });
  }

  override render() {
    const ids = this.selected;
    const placeholder = this.placeholder || this.i18n.t('treeSelect.placeholder');
    const summary = this.multiple ? (ids.length ? this.i18n.t('treeSelect.selectedCount', { n: ids.length }) : placeholder) : ids[0] ? this.labelOf(ids[0]) : placeholder;
    return html`
      <div part="form-control" class="form-control" @focusout=${this.handleFocusOut}>
        ${renderLabel({ uid: this.uid, label: this.label, required: this.required })}
        <sl-popup placement="bottom-start" strategy="fixed" flip shift sync="width" distance="4" ?active=${this.open}>
          ${renderField({
            uid: this.uid,
            ids,
            multiple: this.multiple,
            open: this.open,
            disabled: this.disabled,
            required: this.required,
            clearable: this.clearable,
            label: this.label,
            placeholder,
            summary,
            maxVisible: this.maxTagsVisible,
            labelOf: (id) => this.labelOf(id),
            t: (key, options) => this.i18n.t(key, options),
            onFieldClick: () => (this.open ? this.hide(true) : void this.show()),
            onKeyDown: (e) => this.handleComboboxKeyDown(e),
            onClear: (e) => this.clear(e),
            onRemove: (id, e) => this.removeChoice(id, e),
          })}
          ${renderPanel({
            uid: this.uid,
            open: this.open,
            rows: this.open ? this.rows : [],
            query: this.query,
            activeId: this.activeId,
            selected: ids,
            multiple: this.multiple,
            treeLabel: this.label || placeholder,
            t: (key) => this.i18n.t(key),
            onSearchInput: () => this.handleSearchInput(),
            onSearchKeyDown: (e) => this.handleSearchKeyDown(e),
            onChoose: (row) => this.choose(row),
            onToggle: (row) => this.setBranch(row.option.id, !row.expanded),
          })}
        </sl-popup>
      </div>
    `;
  }
}
