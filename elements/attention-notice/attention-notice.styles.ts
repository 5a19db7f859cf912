import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
  }

  .base {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border: 1px solid var(--ld-attention-notice-border-color, var(--sl-color-primary-200));
    border-left-width: 4px;
    border-left-color: var(--ld-attention-notice-accent-color, var(--sl-color-primary-600));
    border-radius: var(--sl-border-radius-medium);
    background: var(--ld-attention-notice-background, var(--sl-color-primary-50));
    color: var(--sl-color-neutral-900);
  }

  .message {
    flex: 1 1 20rem;
    margin: 0;
  }

  .show-all {
    color: var(--sl-color-primary-700);
    font-weight: var(--sl-font-weight-semibold);
    white-space: nowrap;
  }

  .show-all:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
`;
