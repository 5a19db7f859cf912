import { html, nothing } from 'lit';
import type { TOptions } from 'i18next';

export interface FieldView extends TagsView {
  uid: string;
  multiple: boolean;
  open: boolean;
  required: boolean;
  clearable: boolean;
  label: string;
  placeholder: string;
  /** What the combobox says: the chosen label, the number chosen, or the placeholder. */
  summary: string;
  onFieldClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClear: (event: Event) => void;
}

/** The label, outside sl-popup: anything in the popup's default slot hides while it is closed. */
export function renderLabel(view: Pick<FieldView, 'uid' | 'label' | 'required'>) {
  if (!view.label) return nothing;
  return html`<div part="label" id="${view.uid}-label" class="label">${view.label}${view.required
      ? html`<span part="required-mark" class="required-mark" aria-hidden="true">*</span>`
      : nothing}</div>`;
}

/**
 * The closed field: tags (multi), the focusable combobox (a select-only ARIA 1.2 combobox whose
 * popup is the tree), the clear button and the chevron. Tags and the clear button sit beside the
 * combobox, not inside it, because a combobox may not contain other controls.
 */
export function renderField(view: FieldView) {
  const tagged = view.multiple && view.ids.length > 0;
  return html`
    <div slot="anchor" part="base" class="field ${view.disabled ? 'disabled' : ''}" @click=${view.onFieldClick}>
      ${tagged ? html`<span class="tags">${renderTags(view)}</span>` : nothing}
      <div
        part="combobox"
        class="combobox ${tagged || !view.ids.length ? 'hint' : ''} ${tagged ? 'compact' : ''}"
        role="combobox"
        tabindex=${view.disabled ? '-1' : '0'}
        aria-labelledby=${view.label ? `${view.uid}-label` : nothing}
        aria-label=${view.label ? nothing : view.placeholder}
        aria-haspopup="tree"
        aria-controls="${view.uid}-tree"
        aria-expanded=${view.open ? 'true' : 'false'}
        aria-required=${view.required ? 'true' : 'false'}
        aria-disabled=${view.disabled ? 'true' : 'false'}
        @keydown=${view.onKeyDown}
      >
        <span class=${tagged ? 'visually-hidden' : 'value'}>${view.summary}</span>
      </div>
      ${view.clearable && view.ids.length && !view.disabled
        ? html`<button type="button" part="clear-button" class="clear" aria-label=${view.t('treeSelect.clear')} @click=${view.onClear}>
            <span aria-hidden="true">×</span>
          </button>`
        : nothing}
      <span class="chevron" aria-hidden="true">▾</span>
    </div>
  `;
}

export interface TagsView {
  ids: string[];
  /** How many tags show before "+N"; 0 or less shows all (spec 9: 2 by default). */
  maxVisible: number;
  disabled: boolean;
  labelOf: (id: string) => string;
  t: (key: string, options?: TOptions) => string;
  onRemove: (id: string, event: Event) => void;
}

/** Lit escapes every text binding, so i18next must not escape option labels a second time. */
const RAW = { interpolation: { escapeValue: false } };

/**
 * The chosen options of a multi select as tags, each with its own remove button (named "Remove
 * <label>" for screen readers), then one "+N" tag whose hidden text and tooltip list the rest.
 */
export function renderTags(view: TagsView) {
  const limit = view.maxVisible > 0 ? view.maxVisible : view.ids.length;
  const hidden = view.ids.slice(limit);
  const hiddenLabels = hidden.map(view.labelOf).join(', ');
  return html`
    ${view.ids.slice(0, limit).map(
      (id) => html`
        <span part="tag" class="tag">
          <span class="tag-label">${view.labelOf(id)}</span>
          <button
            type="button"
            part="tag-remove"
            class="tag-remove"
            aria-label=${view.t('treeSelect.remove', { label: view.labelOf(id), ...RAW })}
            ?disabled=${view.disabled}
            @click=${(e: Event) => view.onRemove(id, e)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </span>
      `,
    )}
    ${hidden.length > 0
      ? html`<span part="tag tag-more" class="tag more" title=${hiddenLabels}>
          <span aria-hidden="true">${view.t('treeSelect.more', { n: hidden.length })}</span>
          <span class="visually-hidden">${view.t('treeSelect.moreLabel', { n: hidden.length, labels: hiddenLabels, ...RAW })}</span>
        </span>`
      : nothing}
  `;
}
