import { css } from 'lit';
import { blockHost, visuallyHidden } from '../shared/styles';

// Built from Shoelace's input and panel tokens, so it matches sl-select, follows a client's
// --sl-color-primary-* and flips with sl-theme-dark.
export const styles = css`
  ${blockHost}

  .form-control {
    font-family: var(--sl-input-font-family);
  }

  .label {
    display: inline-block;
    margin-bottom: var(--sl-spacing-3x-small);
    color: var(--sl-input-label-color);
    font-size: var(--sl-input-label-font-size-medium);
  }

  .required-mark {
    margin-inline-start: var(--sl-spacing-3x-small);
    color: var(--ld-required-mark-color, var(--sl-color-danger-600));
  }

  sl-popup {
    display: block;
  }

  /* The popup is position: fixed; without a z-index later fields paint over the open panel. */
  sl-popup::part(popup) {
    z-index: var(--sl-z-index-dropdown);
  }

  .field {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-3x-small);
    min-height: var(--sl-input-height-medium);
    padding: var(--sl-spacing-3x-small) var(--sl-input-spacing-medium);
    border: solid var(--sl-input-border-width) var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
    background: var(--sl-input-background-color);
    color: var(--sl-input-color);
    font-size: var(--sl-input-font-size-medium);
    cursor: pointer;
    box-sizing: border-box;
  }

  .field:hover:not(.disabled) {
    border-color: var(--sl-input-border-color-hover);
  }

  .field:focus-within {
    border-color: var(--sl-input-border-color-focus);
    box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
  }

  .field.disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  .tags {
    display: contents;
  }

  .tag {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-3x-small);
    max-width: 12rem;
    padding: 0 var(--sl-spacing-x-small);
    border: solid 1px var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-50);
    color: var(--sl-color-neutral-800);
    font-size: var(--sl-font-size-small);
    line-height: 1.6;
  }

  .tag-label {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .tag-remove,
  .clear {
    padding: 0 var(--sl-spacing-3x-small);
    border: none;
    border-radius: var(--sl-border-radius-small);
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  .clear {
    color: var(--sl-input-icon-color);
    font-size: var(--sl-font-size-large);
  }

  .tag-remove:focus-visible,
  .clear:focus-visible {
    outline: var(--sl-focus-ring);
  }

  .combobox {
    flex: 1 1 4rem;
    min-width: 0;
    outline: none;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .combobox.hint {
    color: var(--sl-input-placeholder-color);
  }

  .combobox.compact {
    flex-basis: 1rem;
    align-self: stretch;
  }

  .chevron {
    color: var(--sl-input-icon-color);
  }

  .panel {
    z-index: var(--sl-z-index-dropdown);
    display: flex;
    flex-direction: column;
    max-height: var(--ld-tree-select-panel-max-height, 20rem);
    border: solid var(--sl-panel-border-width) var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
    box-shadow: var(--sl-shadow-large);
    outline: none;
  }

  .panel[hidden] {
    display: none;
  }

  .search {
    margin: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
    border: solid var(--sl-input-border-width) var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-small);
    background: var(--sl-input-background-color);
    color: var(--sl-input-color);
    font: inherit;
    font-size: var(--sl-font-size-small);
  }

  .search:focus {
    outline: none;
    border-color: var(--sl-input-border-color-focus);
  }

  .tree {
    flex: 1;
    margin: 0;
    padding: 0 0 var(--sl-spacing-x-small);
    overflow: auto;
    list-style: none;
  }

  .option {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
    padding-inline-start: calc(var(--sl-spacing-small) + var(--level) * var(--ld-tree-select-indent, 1.25rem));
    color: var(--sl-color-neutral-800);
    font-size: var(--sl-font-size-small);
    cursor: pointer;
  }

  .option.active {
    background: var(--sl-color-primary-700);
    color: var(--sl-color-neutral-0);
  }

  .option.selected:not(.active) {
    color: var(--sl-color-primary-700);
    font-weight: var(--sl-font-weight-semibold);
  }

  .option.disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  .toggle,
  .check {
    display: inline-block;
    width: 1rem;
    text-align: center;
  }

  .check {
    height: 1rem;
    border: solid 1px currentColor;
    border-radius: var(--sl-border-radius-small);
    line-height: 1rem;
  }

  .empty {
    padding: var(--sl-spacing-small);
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-small);
  }

  ${visuallyHidden}
`;
