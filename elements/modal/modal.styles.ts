import { css } from 'lit';

export const styles = css`
  :host {
    display: contents;
  }

  sl-dialog {
    --width: var(--ld-modal-width, 32rem);
    --body-spacing: var(--sl-spacing-large);
  }

  sl-dialog::part(panel) {
    background-color: var(--sl-panel-background-color);
    color: var(--sl-color-neutral-900);
  }

  .header {
    display: flex;
    align-items: flex-start;
    gap: var(--sl-spacing-small);
    margin-bottom: var(--sl-spacing-medium);
  }

  .title {
    flex: 1;
    margin: 0;
    font-size: var(--sl-font-size-large);
    font-weight: var(--sl-font-weight-semibold);
    line-height: var(--sl-line-height-dense);
    color: var(--ld-modal-title-color, var(--sl-color-neutral-900));
  }

  .close {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    margin: calc(-1 * var(--sl-spacing-2x-small)) calc(-1 * var(--sl-spacing-2x-small)) 0 0;
    padding: 0;
    border: none;
    border-radius: var(--sl-border-radius-medium);
    background: none;
    color: var(--sl-color-neutral-600);
    cursor: pointer;
  }

  .close:hover {
    color: var(--sl-color-primary-600);
  }

  .close:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }

  .body {
    line-height: var(--sl-line-height-normal);
  }

  .footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--sl-spacing-small);
  }
`;
