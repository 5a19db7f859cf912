import { css } from 'lit';

export const styles = css`
  :host {
    display: contents;
  }

  sl-dialog {
    --width: var(--ld-session-expiry-width, 28rem);
  }

  .title {
    margin: 0 0 var(--sl-spacing-medium);
    font-size: var(--sl-font-size-large);
    font-weight: var(--sl-font-weight-semibold);
  }

  .message {
    margin: 0;
    line-height: var(--sl-line-height-normal);
  }

  .countdown {
    display: block;
    margin-top: var(--sl-spacing-medium);
    font-size: var(--sl-font-size-2x-large);
    font-variant-numeric: tabular-nums;
    text-align: center;
    color: var(--sl-color-primary-600);
  }

  .actions {
    display: flex;
    justify-content: flex-end;
    gap: var(--sl-spacing-small);
  }
`;
