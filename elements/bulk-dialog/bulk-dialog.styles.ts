import { css } from 'lit';
import { confirmDialogStyles } from '../modal/confirm-dialog.styles';

export const styles = [
  confirmDialogStyles,
  css`
    .terms-text {
      margin: 0;
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border-left: 3px solid var(--sl-color-warning-500);
      background: var(--sl-color-warning-50);
      color: var(--sl-color-neutral-800);
    }

    .back {
      margin-right: auto;
    }
  `,
];
