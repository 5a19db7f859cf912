import { css } from 'lit';

/** What the four confirmation dialogs share: the message and the stacked form fields. */
export const confirmDialogStyles = css`
  :host {
    display: contents;
  }

  .message {
    margin: 0 0 var(--sl-spacing-medium);
    color: var(--ld-dialog-message-color, var(--sl-color-neutral-700));
  }

  .fields {
    display: flex;
    flex-direction: column;
    gap: var(--sl-spacing-medium);
  }

  .hint {
    margin: 0;
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-neutral-600);
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: none;
    display: flex;
    flex-direction: column;
    gap: var(--sl-spacing-x-small);
  }

  legend {
    padding: 0;
    margin-bottom: var(--sl-spacing-x-small);
    font-size: var(--sl-input-label-font-size-medium);
    color: var(--sl-input-label-color);
  }
`;
