import { css } from 'lit';
import { blockHost } from '../shared/styles';

// Shoelace tokens only, so client colours (--sl-color-primary-*) and sl-theme-dark apply.
export const styles = css`
  ${blockHost}

  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ld-pagination-gap, var(--sl-spacing-2x-small));
    margin: 0;
    padding: 0;
    list-style: none;
    font-family: var(--sl-font-sans);
    font-size: var(--sl-font-size-small);
  }

  button {
    min-width: 2.25rem;
    height: 2.25rem;
    padding: 0 var(--sl-spacing-x-small);
    border: solid var(--sl-input-border-width) var(--sl-input-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-input-background-color);
    color: var(--sl-input-color);
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }

  button:hover:not(:disabled):not(.current) {
    border-color: var(--sl-color-primary-300);
    background: var(--sl-color-primary-50);
    color: var(--sl-color-primary-700);
  }

  button:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }

  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  button.current {
    border-color: var(--ld-pagination-current-background, var(--sl-color-primary-700));
    background: var(--ld-pagination-current-background, var(--sl-color-primary-700));
    color: var(--ld-pagination-current-color, var(--sl-color-neutral-0));
    font-weight: var(--sl-font-weight-semibold);
  }

  .step {
    font-size: var(--sl-font-size-large);
  }

  .ellipsis {
    padding: 0 var(--sl-spacing-2x-small);
    color: var(--sl-color-neutral-600);
  }
`;
