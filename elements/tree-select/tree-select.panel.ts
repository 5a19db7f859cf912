import { html, nothing } from 'lit';
import type { TreeRow } from './tree-model';

export interface PanelView {
  uid: string;
  open: boolean;
  rows: TreeRow[];
  query: string;
  activeId: string | null;
  selected: string[];
  multiple: boolean;
  treeLabel: string;
  t: (key: string) => string;
  onSearchInput: () => void;
  onSearchKeyDown: (event: KeyboardEvent) => void;
  onChoose: (row: TreeRow) => void;
  onToggle: (row: TreeRow) => void;
}

/**
 * The dropdown panel. Focus stays in the search box and the active row is announced through
 * aria-activedescendant (the APG combobox pattern), so typing always searches and the arrows
 * always move. The tree is a flat list of treeitems carrying aria-level, aria-posinset and
 * aria-setsize, which ARIA allows for a tree and keeps the DOM as simple as the rows.
 */
export function renderPanel(view: PanelView) {
  const rowId = (index: number) => `${view.uid}-row-${index}`;
  const activeIndex = view.rows.findIndex((row) => row.option.id === view.activeId);
  return html`
    <div part="panel" class="panel" tabindex="-1" ?hidden=${!view.open}>
      <input
        part="search"
        class="search"
        type="search"
        autocomplete="off"
        spellcheck="false"
        .value=${view.query}
        placeholder=${view.t('treeSelect.search')}
        aria-label=${view.t('treeSelect.search')}
        aria-controls="${view.uid}-tree"
        aria-activedescendant=${activeIndex >= 0 ? rowId(activeIndex) : nothing}
        @input=${view.onSearchInput}
        @keydown=${view.onSearchKeyDown}
      />
      <ul
        part="tree"
        class="tree"
        id="${view.uid}-tree"
        role="tree"
        aria-label=${view.treeLabel}
        aria-multiselectable=${view.multiple ? 'true' : 'false'}
        @mousedown=${(e: Event) => e.preventDefault()}
      >
        ${view.rows.map((row, index) => {
          const isSelected = view.selected.includes(row.option.id);
          const isActive = index === activeIndex;
          const parts = ['option', isSelected && 'option-selected', isActive && 'option-active', row.option.disabled && 'option-disabled'];
          return html`
            <li
              id=${rowId(index)}
              part=${parts.filter(Boolean).join(' ')}
              class="option ${isActive ? 'active' : ''} ${isSelected ? 'selected' : ''} ${row.option.disabled ? 'disabled' : ''}"
              role="treeitem"
              aria-level=${row.level}
              aria-posinset=${row.posInSet}
              aria-setsize=${row.setSize}
              aria-expanded=${row.hasChildren ? (row.expanded ? 'true' : 'false') : nothing}
              aria-selected=${isSelected ? 'true' : 'false'}
              aria-disabled=${row.option.disabled ? 'true' : nothing}
              style="--level: ${row.level - 1}"
              @click=${() => view.onChoose(row)}
            >
              <span
                class="toggle ${row.hasChildren ? '' : 'leaf'}"
                aria-hidden="true"
                @click=${(e: Event) => {
                  // The arrow opens or closes a branch; the label chooses it.
                  e.stopPropagation();
                  if (row.hasChildren) view.onToggle(row);
                }}
                >${row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}</span
              >
              ${view.multiple ? html`<span class="check" aria-hidden="true">${isSelected ? '✓' : ''}</span>` : nothing}
              <span class="option-label">${row.option.label}</span>
            </li>
          `;
        })}
      </ul>
      ${view.open && view.rows.length === 0
        ? html`<div part="empty" class="empty" role="status">${view.t('treeSelect.noResults')}</div>`
        : nothing}
    </div>
  `;
}
