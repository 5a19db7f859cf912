import { css } from 'lit';
import { blockHost } from '../shared/styles';

export const styles = css`
  ${blockHost}

  .base {
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border: solid var(--sl-panel-border-width) var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
    color: var(--sl-color-neutral-900);
    font-family: var(--sl-font-sans);
    font-size: var(--sl-font-size-small);
  }

  .header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-small);
  }

  .toggle,
  .reset {
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
    border: none;
    border-radius: var(--sl-border-radius-medium);
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  .toggle {
    font-weight: var(--sl-font-weight-semibold);
  }

  .toggle:hover,
  .reset:hover {
    background: var(--sl-color-neutral-100);
  }

  .toggle:focus-visible,
  .reset:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }

  .badge {
    margin-inline-start: var(--sl-spacing-2x-small);
    padding: 0 var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-primary-700);
    color: var(--sl-color-neutral-0);
    font-size: var(--sl-font-size-x-small);
  }

  .count {
    margin-inline-start: auto;
    color: var(--sl-color-neutral-700);
    font-variant-numeric: tabular-nums;
  }

  .reset {
    color: var(--sl-color-primary-700);
    text-decoration: underline;
  }

  .body {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--ld-filter-bar-columns, 14rem), 1fr));
    align-items: end;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    margin-top: var(--sl-spacing-small);
  }

  .body[hidden] {
    display: none;
  }

  .checkbox {
    padding-bottom: var(--sl-spacing-x-small);
  }
`;
